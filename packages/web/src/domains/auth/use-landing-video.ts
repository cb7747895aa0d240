import { useEffect, useEffectEvent } from 'react';
import { prefersReducedMotion, prefersSavingData } from '../../platform/device.ts';

/** Playback waits for the page's `load` and an idle moment: the page first, motion later. */
const START_TIMEOUT_MS = 1500;

function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback; a short timeout after `load` is close enough there.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: START_TIMEOUT_MS });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Starts the landing page's muted, looping background video (the `<video>` with `videoId` in the
 * static shell, preload="none" with a poster). With reduced motion or data saving only the poster
 * shows; a switch to reduced motion pauses it. `onFirstPlay` runs once when it really plays.
 */
export function useLandingVideo(videoId: string, onFirstPlay: () => void): void {
  const handleFirstPlay = useEffectEvent(onFirstPlay);

  useEffect(() => {
    const video = document.getElementById(videoId);
    if (!(video instanceof HTMLVideoElement) || prefersReducedMotion() || prefersSavingData()) return;
    // Autoplay policies require the property, not only the attribute.
    video.muted = true;
    let cancelIdle = () => {};
    const start = () => {
      cancelIdle = whenIdle(() => {
        video.preload = 'auto';
        video.play().catch(() => {
          // Autoplay refused (power saving, policies): the poster stays, which is fine.
        });
      });
    };
    const handlePlaying = () => handleFirstPlay();
    video.addEventListener('playing', handlePlaying, { once: true });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });

    const motionQuery = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const handleMotionChange = () => {
      if (motionQuery?.matches) video.pause();
    };
    motionQuery?.addEventListener('change', handleMotionChange);
    return () => {
      window.removeEventListener('load', start);
      video.removeEventListener('playing', handlePlaying);
      cancelIdle();
      motionQuery?.removeEventListener('change', handleMotionChange);
      video.pause();
    };
  }, [videoId]);
}
