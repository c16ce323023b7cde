// Remi's sounds, made with Web Audio as they play: no sound files to download or keep offline.
// Short and soft: a card drawn, a card thrown, a meld laid down, a knock, the deal, the end of
// a deal. Python (web/looks.py) calls remiSound.play(name) after each move when sound is on.
//
// A browser lets a page make sound only after the person has pressed something: the page calls
// remiSound.unlock() on every press, and a sound asked for before that is left out. A browser
// with no Web Audio plays in silence.
"use strict";
(function (global) {
  let context = null;
  const sound = { enabled: false, played: [] };

  function audio() {
    if (context === null) {
      const Context = global.AudioContext || global.webkitAudioContext;
      if (!Context) return null;
      try { context = new Context(); } catch (err) { return null; }
    }
    return context;
  }

  // a burst of noise through a band-pass filter: the rustle of a card
  function rustle(a, out, t, length, freq, gain) {
    const frames = Math.max(1, Math.round(a.sampleRate * length));
    const buffer = a.createBuffer(1, frames, a.sampleRate);
    const data = buffer.getChannelData(0);
    let seed = 12345; // the same rustle each time (and no Math.random in a sound)
    for (let i = 0; i < frames; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[i] = (seed / 0x3fffffff - 1) * (1 - i / frames);
    }
    const source = a.createBufferSource();
    source.buffer = buffer;
    const filter = a.createBiquadFilter();
    filter.type = "bandpass";
    filter.frequency.value = freq;
    filter.Q.value = 0.9;
    const level = a.createGain();
    level.gain.value = gain;
    source.connect(filter).connect(level).connect(out);
    source.start(t);
  }

  // a short note that fades out
  function note(a, out, t, freq, length, type, gain) {
    const osc = a.createOscillator();
    osc.type = type;
    osc.frequency.value = freq;
    const level = a.createGain();
    level.gain.setValueAtTime(0.0001, t);
    level.gain.exponentialRampToValueAtTime(gain, t + 0.008);
    level.gain.exponentialRampToValueAtTime(0.0001, t + length);
    osc.connect(level).connect(out);
    osc.start(t);
    osc.stop(t + length + 0.02);
  }

  const SOUNDS = {
    draw: (a, out, t) => rustle(a, out, t, 0.09, 2600, 0.5),
    discard: (a, out, t) => { rustle(a, out, t, 0.05, 1700, 0.7); note(a, out, t, 190, 0.07, "sine", 0.25); },
    meld: (a, out, t) => { note(a, out, t, 523, 0.14, "triangle", 0.16); note(a, out, t + 0.08, 659, 0.18, "triangle", 0.16); },
    knock: (a, out, t) => { note(a, out, t, 150, 0.08, "sine", 0.6); note(a, out, t + 0.15, 150, 0.08, "sine", 0.6); },
    deal: (a, out, t) => { for (let k = 0; k < 6; k++) rustle(a, out, t + k * 0.07, 0.045, 3000, 0.35); },
    end: (a, out, t) => [523, 659, 784].forEach((f, k) => note(a, out, t + k * 0.11, f, 0.3, "triangle", 0.14)),
  };
  const LENGTH = 0.6; // seconds: every sound is over by then

  // called on each press: a browser starts the sound only from one
  function unlock() {
    if (!sound.enabled) return;
    const a = audio();
    if (a && a.state === "suspended") a.resume().catch(() => {});
  }

  function play(name) {
    if (!sound.enabled || !SOUNDS[name]) return false;
    const a = audio();
    if (!a || a.state !== "running") return false; // not yet allowed: no sound, no queue of them
    SOUNDS[name](a, a.destination, a.currentTime + 0.01);
    sound.played.push(name);
    if (sound.played.length > 50) sound.played.shift();
    return true;
  }

  // A sound as numbers, for the tests: rendered off-line, its loudest sample and how long it
  // is heard (above 1% of full scale).
  async function measure(name) {
    const Offline = global.OfflineAudioContext;
    const a = new Offline(1, Math.round(44100 * LENGTH), 44100);
    SOUNDS[name](a, a.destination, 0);
    const data = (await a.startRendering()).getChannelData(0);
    let peak = 0, last = 0;
    for (let i = 0; i < data.length; i++) {
      const v = Math.abs(data[i]);
      if (v > peak) peak = v;
      if (v > 0.01) last = i;
    }
    return { peak, heard: last / 44100 };
  }

  sound.play = play;
  sound.unlock = unlock;
  sound.measure = measure;
  sound.names = Object.keys(SOUNDS);
  sound.state = () => (context === null ? "none" : context.state);
  global.remiSound = sound;
})(typeof window !== "undefined" ? window : globalThis);
