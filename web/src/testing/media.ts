/**
 * jsdom has no media engine: a <video> never loads, plays or fails. `fakeMedia` gives one
 * element a scripted engine, so tests drive what a browser would report.
 */
import { act } from '@testing-library/react';

export type FakeMedia = {
  video: HTMLVideoElement;
  /** The metadata arrives: the length is known. */
  loadMetadata: (duration: number) => void;
  /** Playback reached `seconds` (a time update). */
  timeTo: (seconds: number) => void;
  /** The engine fails with a MediaError code (1 aborted, 2 network, 3 decode, 4 unsupported). */
  fail: (code: number) => void;
  end: () => void;
  /** How many times a load started (a src set, then load()). */
  loads: () => number;
};

export function fakeMedia(video: HTMLVideoElement, playError?: DOMException): FakeMedia {
  const state = {
    currentTime: 0,
    duration: NaN,
    paused: true,
    ended: false,
    volume: 1,
    muted: false,
  };
  let error: { code: number } | null = null;
  let loads = 0;
  const emit = (type: string) => act(() => void video.dispatchEvent(new Event(type)));

  Object.defineProperties(video, {
    currentTime: {
      get: () => state.currentTime,
      set: (value: number) => {
        state.currentTime = value;
        video.dispatchEvent(new Event('timeupdate'));
      },
    },
    duration: { get: () => state.duration },
    paused: { get: () => state.paused },
    ended: { get: () => state.ended },
    error: { get: () => error },
    volume: {
      get: () => state.volume,
      set: (value: number) => {
        state.volume = value;
        video.dispatchEvent(new Event('volumechange'));
      },
    },
    muted: {
      get: () => state.muted,
      set: (value: boolean) => {
        state.muted = value;
        video.dispatchEvent(new Event('volumechange'));
      },
    },
    load: {
      value: () => {
        loads += 1;
        error = null;
      },
    },
    play: {
      value: () => {
        if (playError) return Promise.reject(playError);
        state.paused = false;
        state.ended = false;
        video.dispatchEvent(new Event('play'));
        video.dispatchEvent(new Event('playing'));
        return Promise.resolve();
      },
    },
    pause: {
      value: () => {
        state.paused = true;
        video.dispatchEvent(new Event('pause'));
      },
    },
  });

  return {
    video,
    loadMetadata: (duration) => {
      state.duration = duration;
      emit('loadedmetadata');
    },
    timeTo: (seconds) => {
      state.currentTime = seconds;
      emit('timeupdate');
    },
    fail: (code) => {
      error = { code };
      emit('error');
    },
    end: () => {
      state.currentTime = state.duration;
      state.paused = true;
      state.ended = true;
      emit('pause');
      emit('ended');
    },
    loads: () => loads,
  };
}
