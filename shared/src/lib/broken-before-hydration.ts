/**
 * A ref for an `<img>` with an error handler: an image in the server's HTML may fail before React
 * hydrates it and attaches the handler, and its error event is not fired again. Calls `onError`
 * when the image is already broken as it is attached (complete, without pixels).
 */
export const brokenBeforeHydration =
  (onError: () => void) =>
  (image: HTMLImageElement | null): void => {
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) onError();
  };
