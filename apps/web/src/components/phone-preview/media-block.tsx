import { PHONE_PREVIEW_TEXTS } from '@parley/domain';
import { useState } from 'react';
import classes from './views.module.css';

/**
 * The media of a message (doc 001 §2): the picture at the URL, or 'Media URL cannot be
 * previewed.' once the browser fails to load it. Keyed by URL, so a new URL tries again.
 */
export function MediaBlock({ url }: { url: string }) {
  return <MediaImage key={url} url={url} />;
}

function MediaImage({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p className={classes.mediaFailed}>{PHONE_PREVIEW_TEXTS.mediaUnavailable}</p>;
  return (
    <img
      className={classes.media}
      src={url}
      alt={PHONE_PREVIEW_TEXTS.media}
      onError={() => setFailed(true)}
    />
  );
}
