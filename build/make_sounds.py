"""Synthesizes the program's sound effects into assets/sounds/.

The sounds are made here rather than taken from a sample library so that
their licence is ours and anyone can retune them: change a number, run
`python build/make_sounds.py`, listen, commit the WAVs. Standard library only
(the build must not depend on numpy), and a fixed seed so a rerun writes the
same bytes.

The brief for every sound is "soft, short, woody": struck wood is a few
inharmonic partials that die away within tens of milliseconds, so each sound
is a sum of exponentially damped sines, sometimes with a little filtered noise
for the strike, and peaks well below full scale.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44_100
SEED = 20_241_129
OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Signal = list[float]


def _n(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> Signal:
    return [0.0] * _n(seconds)


def damped_sine(freq: float, seconds: float, decay: float, amp: float = 1.0, glide_to: float | None = None) -> Signal:
    """A struck partial; `decay` is the time in seconds to fall to 1/e."""
    out: Signal = []
    phase = 0.0
    n = _n(seconds)
    end = freq if glide_to is None else glide_to
    for i in range(n):
        t = i / RATE
        f = freq + (end - freq) * (i / max(1, n - 1))
        phase += 2.0 * math.pi * f / RATE
        out.append(amp * math.exp(-t / decay) * math.sin(phase))
    return out


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(_n(seconds))]


def lowpass(sig: Signal, cutoff: float, poles: int = 2) -> Signal:
    """Cascaded one-pole low-pass: two poles turn hiss into a soft swish."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out: Signal = list(sig)
    for _ in range(poles):
        y = 0.0
        for i, x in enumerate(out):
            y += a * (x - y)
            out[i] = y
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff, poles=1)
    return [x - lo for x, lo in zip(sig, low)]


def bandpass(sig: Signal, low_cut: float, high_cut: float) -> Signal:
    return lowpass(highpass(sig, low_cut), high_cut)


def envelope(sig: Signal, attack: float, release: float) -> Signal:
    """Raised-cosine edges so no sound starts or stops with a click."""
    n = len(sig)
    na, nr = max(1, _n(attack)), max(1, _n(release))
    out = list(sig)
    for i in range(min(na, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / na)
    for i in range(min(nr, n)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / nr)
    return out


def shape(sig: Signal, fn) -> Signal:
    n = len(sig)
    return [x * fn(i / max(1, n - 1)) for i, x in enumerate(sig)]


def mix(*parts: tuple[float, Signal], length: float | None = None) -> Signal:
    """Sums (start_seconds, signal) pairs onto one timeline."""
    total = _n(length) if length is not None else max(_n(s) + len(p) for s, p in parts)
    out = [0.0] * total
    for start, part in parts:
        off = _n(start)
        for i, x in enumerate(part):
            if 0 <= off + i < total:
                out[off + i] += x
    return out


def normalize(sig: Signal, peak: float) -> Signal:
    top = max(abs(x) for x in sig) or 1.0
    return [x * peak / top for x in sig]


def click(rng: random.Random) -> Signal:
    """UI click: a tap on a small hard piece of wood."""
    dur = 0.040
    body = mix(
        (0.0, damped_sine(1_750.0, dur, 0.006, 1.0)),
        (0.0, damped_sine(3_020.0, dur, 0.004, 0.45)),
        (0.0, damped_sine(820.0, dur, 0.009, 0.35)),
        length=dur,
    )
    tap = shape(bandpass(noise(0.004, rng), 1_500.0, 6_000.0), lambda u: 1.0 - u)
    sig = mix((0.0, body), (0.0, [x * 0.6 for x in tap]), length=dur)
    return normalize(envelope(sig, 0.0008, 0.010), 0.42)


def card(rng: random.Random) -> Signal:
    """A card put on the table: a swish of air that ends in a soft pat."""
    dur = 0.120
    swish_len = 0.095
    swish = bandpass(noise(swish_len, rng), 600.0, 2_600.0)
    # Swells and fades like a card sliding in, rather than a flat hiss.
    swish = shape(swish, lambda u: math.sin(math.pi * min(1.0, u * 1.15)) ** 2)
    pat = damped_sine(210.0, 0.035, 0.008, 1.0, glide_to=150.0)
    pat_noise = shape(lowpass(noise(0.012, rng), 900.0), lambda u: (1.0 - u) ** 2)
    sig = mix(
        (0.0, [x * 1.0 for x in swish]),
        (0.082, [x * 0.30 for x in pat]),
        (0.082, [x * 3.0 for x in pat_noise]),
        length=dur,
    )
    return normalize(envelope(sig, 0.004, 0.020), 0.36)


def _mallet_note(freq: float, seconds: float) -> Signal:
    """A soft marimba-like bar: fundamental plus the tuned 4th and ~10th partials."""
    return mix(
        (0.0, damped_sine(freq, seconds, 0.22, 1.0)),
        (0.0, damped_sine(freq * 4.0, seconds, 0.05, 0.22)),
        (0.0, damped_sine(freq * 9.9, seconds, 0.012, 0.07)),
        (0.0, damped_sine(freq * 2.0, seconds, 0.12, 0.12)),
        length=seconds,
    )


def chime(rng: random.Random) -> Signal:
    """Success / round end: two rising notes a fourth apart (E5 then A5)."""
    dur = 0.600
    low = _mallet_note(659.26, 0.46)
    high = _mallet_note(880.0, 0.47)
    sig = mix((0.0, low), (0.13, [x * 1.05 for x in high]), length=dur)
    return normalize(envelope(sig, 0.002, 0.080), 0.45)


def tick(rng: random.Random) -> Signal:
    """A woodblock clock tick for the last seconds of the minute."""
    dur = 0.060
    body = mix(
        (0.0, damped_sine(1_180.0, dur, 0.011, 1.0)),
        (0.0, damped_sine(2_540.0, dur, 0.006, 0.40)),
        (0.0, damped_sine(620.0, dur, 0.014, 0.25)),
        length=dur,
    )
    strike = shape(bandpass(noise(0.003, rng), 2_000.0, 8_000.0), lambda u: 1.0 - u)
    sig = mix((0.0, body), (0.0, [x * 0.5 for x in strike]), length=dur)
    return normalize(envelope(sig, 0.0006, 0.015), 0.40)


def error(rng: random.Random) -> Signal:
    """A refused move: a soft, low knock, felt more than heard."""
    dur = 0.150
    thud = damped_sine(150.0, dur, 0.045, 1.0, glide_to=85.0)
    body = damped_sine(310.0, dur, 0.018, 0.25, glide_to=220.0)
    muffle = shape(lowpass(noise(0.030, rng), 500.0), lambda u: (1.0 - u) ** 2)
    sig = mix((0.0, thud), (0.0, body), (0.0, [x * 2.0 for x in muffle]), length=dur)
    return normalize(envelope(sig, 0.003, 0.040), 0.50)


SOUNDS = {
    "click": click,
    "card": card,
    "chime": chime,
    "tick": tick,
    "error": error,
}


def write_wav(path: Path, sig: Signal) -> None:
    frames = b"".join(struct.pack("<h", max(-32768, min(32767, int(round(x * 32767.0))))) for x in sig)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(out_dir: Path = OUT_DIR) -> int:
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        # One generator per sound, so retuning one sound leaves the others' bytes alone.
        rng = random.Random(f"{SEED}:{name}")
        sig = make(rng)
        path = out_dir / f"{name}.wav"
        write_wav(path, sig)
        print(f"{path.name:10s} {len(sig) / RATE * 1000:5.0f} ms  {path.stat().st_size:6d} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT_DIR))
