export function countReactDoms(): void;
export function reactDomCopies(): number;
