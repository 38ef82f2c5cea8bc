// `@norsecraft/shared/markdown`: staff-written Markdown as the public pages show it and as the
// back office previews it — one component, so the preview is the page. Imported by the apps that
// render Markdown (the info pages, the back office), not by the package index: the shared chunk
// every page loads does not carry the Markdown parser.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';
import { supabaseUrl } from '../lib/supabase';
import { VisuallyHidden } from '../ui/visually-hidden';
import { isOutsideLink, isSitePath, safeHref, safeImageSrc } from './safe-urls';

export { markdownExcerpt } from './excerpt';

const Prose = styled.div`
  line-height: 1.65;
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(3)}`};
    font-family: ${({ theme }) => theme.fonts.heading};
    scroll-margin-top: calc(${({ theme }) => theme.navHeight} + 1rem);
  }
  p,
  ul,
  ol,
  blockquote,
  pre {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 3px;
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.92em;
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const SectionLink = styled.a`
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.8em;
  text-decoration: none;
`;

const OutsideMark = styled.span`
  margin-left: 0.15em;
  font-size: 0.85em;
`;

type AnchorProps = ComponentPropsWithoutRef<'a'>;

/** A link: this site's pages by the router, another site's in a new tab, marked as outside. */
function MarkdownLink({ href = '', children }: AnchorProps) {
  const safe = safeHref(href);
  if (!safe) return <span>{children}</span>;
  if (safe.startsWith('/')) return <Link to={safe}>{children}</Link>;
  if (!isOutsideLink(safe)) return <a href={safe}>{children}</a>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" data-outside-link="">
      {children}
      <OutsideMark aria-hidden="true">↗</OutsideMark>
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** An image from the site's own Storage; from anywhere else only its description stays. */
function MarkdownImage({ src, alt = '' }: ComponentPropsWithoutRef<'img'>) {
  const safe = typeof src === 'string' ? safeImageSrc(src, supabaseUrl) : '';
  if (!safe) return alt ? <span>{alt}</span> : null;
  return <img src={safe} alt={alt} loading="lazy" decoding="async" />;
}

/**
 * The page has its own h1: the Markdown's headings sit one level below it (# is an h2), each
 * with its address (rehype-slug's id) and a link to it.
 */
function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function MarkdownHeading({ id, children }: { id?: string; children?: ReactNode }) {
    return (
      <Tag id={id}>
        {children}
        {id && (
          <SectionLink href={`#${id}`} aria-label="Link to this section">
            #
          </SectionLink>
        )}
      </Tag>
    );
  };
}

const COMPONENTS: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  h1: heading('h2'),
  h2: heading('h3'),
  h3: heading('h4'),
  h4: heading('h5'),
  h5: heading('h6'),
  h6: heading('h6'),
};

/** Addresses are decided by the link and image components (safe-urls.ts); drop the rest here. */
const keepSafe = (url: string, key: string) =>
  key === 'href' ? safeHref(url) : key === 'src' ? url : isSitePath(url) ? url : '';

export interface MarkdownProps {
  /** Markdown (GitHub's dialect: tables, lists of tasks, strikethrough, autolinks). */
  source: string;
  className?: string;
}

/**
 * Renders Markdown safely: raw HTML is dropped (never passed through), the tree is sanitised
 * (GitHub's rules), links only to http(s), e-mail and this site's pages, images only from the
 * site's Storage; headings get anchors. The site's CSP needs nothing more.
 */
export function Markdown({ source, className }: MarkdownProps) {
  return (
    <Prose className={className}>
      <ReactMarkdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize, rehypeSlug]}
        urlTransform={keepSafe}
        components={COMPONENTS}
      >
        {source}
      </ReactMarkdown>
    </Prose>
  );
}
