/** What the controls and the keyboard do to the video (docs/product.md, member side §9: 10 s steps, 0.1 volume). */
import { PLAYER } from '@/features/player/utils/constants';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function seekBy(video: HTMLVideoElement, seconds: number): void {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity;
  video.currentTime = clamp(video.currentTime + seconds, 0, end);
}

export function seekTo(video: HTMLVideoElement, seconds: number): void {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity;
  video.currentTime = clamp(seconds, 0, end);
}

/** Digit 0–9: that tenth of the duration. */
export function seekToTenth(video: HTMLVideoElement, digit: number): void {
  if (Number.isFinite(video.duration) && video.duration > 0) {
    seekTo(video, (video.duration * digit) / 10);
  }
}

export function changeVolume(video: HTMLVideoElement, delta: number): void {
  setVolume(video, Math.round((video.volume + delta) * 10) / 10);
}

export function setVolume(video: HTMLVideoElement, volume: number): void {
  video.volume = clamp(volume, 0, 1);
  video.muted = video.volume === 0;
}

export function setRate(video: HTMLVideoElement, rate: number): void {
  video.playbackRate = rate;
}

/** Loads a file the browser plays itself (not through hls.js). */
export function loadDirect(video: HTMLVideoElement, url: string): void {
  video.src = url;
  try {
    video.load();
  } catch {
    // An engine without load() (jsdom) still starts loading on the new src.
  }
}

export function toggleMute(video: HTMLVideoElement): void {
  video.muted = !video.muted;
}

/** Full screen on the player's frame (so the controls come along), or back. */
export function toggleFullscreen(frame: HTMLElement): void {
  const request = document.fullscreenElement
    ? document.exitFullscreen?.()
    : frame.requestFullscreen?.();
  // A refused full screen (an iframe without permission) leaves the page as it was.
  request?.catch(() => undefined);
}

export const STEP = { seek: PLAYER.seekStep, volume: PLAYER.volumeStep };
