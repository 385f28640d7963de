// The new-order alert sound (spec 1 §9: it loops until dismissed, with no timeout): two short
// tones made with WebAudio, repeated every 1.5 s from `start()` until `stop()`. No audio file is
// shipped. Where the browser has no WebAudio the alert stays silent (the dialog still shows).
// Decision: browsers may keep audio suspended until the user has interacted with the page; the
// sound resumes the context on each loop, so it becomes audible after the first click.
export interface AlertSound {
  readonly start: () => void;
  readonly stop: () => void;
}

const LOOP_MS = 1500;
const TONES: ReadonlyArray<{ readonly hz: number; readonly at: number }> = [
  { hz: 880, at: 0 },
  { hz: 660, at: 0.22 },
];
const TONE_SECONDS = 0.18;

const playTones = (context: AudioContext): void => {
  void context.resume();
  for (const tone of TONES) {
    const start = context.currentTime + tone.at;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = tone.hz;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + TONE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + TONE_SECONDS);
  }
};

export const webAudioAlertSound = (): AlertSound => {
  let context: AudioContext | null = null;
  let loop: ReturnType<typeof setInterval> | null = null;
  const play = () => {
    if (typeof AudioContext === "undefined") return;
    context ??= new AudioContext();
    playTones(context);
  };
  return {
    start: () => {
      if (loop !== null) return;
      play();
      loop = setInterval(play, LOOP_MS);
    },
    stop: () => {
      if (loop !== null) clearInterval(loop);
      loop = null;
    },
  };
};
