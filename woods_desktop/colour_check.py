"""Colour never alone, checked by machine (issue #20, DESIGN 5).

Every game's table scene is rendered; the screenshot is run through simulations of the three
dichromacies (deuteranopia and protanopia by Viénot 1999, tritanopia by Brettel 1997: `daltonlens`, the
`test` extra); and every group of markers the scene must keep apart (each game's `markers.py`: the
elements, the suits, the seat colours, the cubes, the heroes...) is drawn by the table's own art at the
table's size and compared pair by pair, under each simulation:

- colour: CIEDE2000 between the two markers' mean colours (CIELAB, D65) as that eye sees them;
- shape: the overlap (IoU) of the two figures' masks (alpha >= 128), each cropped to its own bounding box and
  scaled (proportions kept) so only the outline counts, not its size.

A pair fails when both are too close: colour distance under `DELTA_E_MIN` AND masks overlapping at least
`SAME_SHAPE_IOU`. Two seat colours sharing one shape would fail at once (their masks are identical), and
so would two elements drawn with one icon.

`woods-desktop colour-check` prints the per-scene table (scene, group, worst pair, colour distance, shape
differs) as markdown, or JSON with `--json`; `--shots DIR` keeps each screenshot and its simulations.
"""

from __future__ import annotations

import math
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

DEFICIENCIES = ("deuteranopia", "protanopia", "tritanopia")
# a marker is small and seen across a table, never beside its twin: far more than the ~2 of a just-noticeable
# difference between two large patches side by side is needed to tell two of them apart by colour alone
DELTA_E_MIN = 20.0
SAME_SHAPE_IOU = 0.9  # normalised masks overlapping this much or more are one shape (circle/square: 0.79)
MASK_SIDE = 64  # px: the side a figure's mask is scaled to before two are compared


@dataclass(frozen=True)
class PairResult:
    a: str
    b: str
    deficiency: str  # the simulation under which the two colours came closest
    delta_e: float
    iou: float

    @property
    def shape_differs(self) -> bool:
        return self.iou < SAME_SHAPE_IOU

    @property
    def ok(self) -> bool:
        return self.delta_e >= DELTA_E_MIN or self.shape_differs

    @property
    def margin(self) -> float:
        """How far from failing (1: on the edge; below 1 fails): the better of its colour and shape margins."""
        return max(self.delta_e / DELTA_E_MIN, SAME_SHAPE_IOU / max(self.iou, 1e-6))


@dataclass(frozen=True)
class GroupResult:
    scene: str
    group: str
    members: int
    worst: PairResult  # the pair nearest to failing (the least margin), a failing one when there is one
    failures: tuple[PairResult, ...]

    @property
    def ok(self) -> bool:
        return not self.failures

    def row(self) -> dict[str, Any]:
        w = self.worst
        return {
            "scene": self.scene,
            "group": self.group,
            "members": self.members,
            "worst_pair": f"{w.a} / {w.b}",
            "deficiency": w.deficiency,
            "delta_e": round(w.delta_e, 1),
            "iou": round(w.iou, 2),
            "shape_differs": w.shape_differs,
            "ok": self.ok,
            "failures": [asdict(f) for f in self.failures],
        }


# -- colour ------------------------------------------------------------------------------------------------
def srgb_to_lab(rgb: Any) -> Any:
    """CIELAB (D65) of sRGB values in 0..255, shape (..., 3)."""
    import numpy as np

    c = np.asarray(rgb, dtype=np.float64) / 255.0
    lin = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    m = np.array(
        [[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]]
    )
    xyz = lin @ m.T / np.array([0.95047, 1.0, 1.08883])
    d = 6 / 29
    f = np.where(xyz > d**3, np.cbrt(xyz), xyz / (3 * d * d) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def delta_e2000(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """CIEDE2000 colour difference (Sharma, Wu and Dalal 2005, kL = kC = kH = 1)."""
    l1, a1, b1 = (float(v) for v in lab1)
    l2, a2, b2 = (float(v) for v in lab2)
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar**7 / (cbar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dlp, dcp = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    else:
        dhp = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dHp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lbar, cbarp = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbar = (h1p + h2p) / 2
    else:
        hbar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbar - 30))
        + 0.24 * math.cos(math.radians(2 * hbar))
        + 0.32 * math.cos(math.radians(3 * hbar + 6))
        - 0.20 * math.cos(math.radians(4 * hbar - 63))
    )
    dtheta = 30 * math.exp(-(((hbar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbarp**7 / (cbarp**7 + 25**7))
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbarp, 1 + 0.015 * cbarp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dlp / sl) ** 2 + (dcp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dcp / sc) * (dHp / sh))


def simulate(rgb: Any, deficiency: str) -> Any:
    """An (h, w, 3) uint8 sRGB image as a dichromat sees it (daltonlens)."""
    from daltonlens import convert
    from daltonlens import simulate as sim

    lms = convert.LMSModel_sRGB_SmithPokorny75()
    kind = {"deuteranopia": sim.Deficiency.DEUTAN, "protanopia": sim.Deficiency.PROTAN}.get(deficiency)
    if kind is not None:
        return sim.Simulator_Vienot1999(lms).simulate_cvd(rgb, kind, severity=1.0)
    return sim.Simulator_Brettel1997(lms).simulate_cvd(rgb, sim.Deficiency.TRITAN, severity=1.0)


# -- pixels ------------------------------------------------------------------------------------------------
def surface_arrays(surface: Any) -> tuple[Any, Any]:
    """(rgb (h, w, 3) uint8, alpha (h, w) uint8) of a pygame surface."""
    import numpy as np
    import pygame

    rgb = np.ascontiguousarray(pygame.surfarray.array3d(surface).transpose(1, 0, 2))
    alpha = np.ascontiguousarray(pygame.surfarray.array_alpha(surface).T)
    return rgb, alpha


def render(paint: Callable[[Any], None], size: tuple[int, int]) -> Any:
    import pygame

    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    paint(surface)
    return surface


def normalised_mask(alpha: Any) -> Any:
    """The figure's mask (alpha >= 128) cropped to its bounding box and scaled, its proportions kept, into
    a MASK_SIDE square (centred): a small circle and a big one are one shape, a tall box and a square not."""
    import numpy as np

    mask = alpha >= 128
    ys, xs = np.nonzero(mask)
    out = np.zeros((MASK_SIDE, MASK_SIDE), dtype=bool)
    if len(xs) == 0:
        return out
    crop = mask[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]
    h, w = crop.shape
    scale = MASK_SIDE / max(h, w)
    sh, sw = max(1, round(h * scale)), max(1, round(w * scale))
    rows = (np.arange(sh) * h // sh).clip(0, h - 1)
    cols = (np.arange(sw) * w // sw).clip(0, w - 1)
    top, left = (MASK_SIDE - sh) // 2, (MASK_SIDE - sw) // 2
    out[top : top + sh, left : left + sw] = crop[rows][:, cols]
    return out


def iou(m1: Any, m2: Any) -> float:
    union = int((m1 | m2).sum())
    return float((m1 & m2).sum()) / union if union else 1.0


def mean_lab(rgb: Any, alpha: Any) -> Any:
    """The marker's colour: the mean CIELAB of its opaque pixels."""
    lab = srgb_to_lab(rgb[alpha >= 128])
    return lab.mean(axis=0) if len(lab) else srgb_to_lab([0, 0, 0])


# -- groups ------------------------------------------------------------------------------------------------
def check_group(scene: str, group: Any) -> GroupResult:
    """Every pair of the group's markers under every simulation (the pair's closest colours count)."""
    colours: dict[str, list[Any]] = {d: [] for d in DEFICIENCIES}
    masks = []
    for marker in group.markers:
        rgb, alpha = surface_arrays(render(marker.paint, group.size))
        for d in DEFICIENCIES:
            colours[d].append(mean_lab(simulate(rgb, d), alpha))
        figure = alpha if marker.figure is None else surface_arrays(render(marker.figure, group.size))[1]
        masks.append(normalised_mask(figure))
    pairs = []
    names = [m.member for m in group.markers]
    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            d, de = min(((d, delta_e2000(colours[d][i], colours[d][j])) for d in DEFICIENCIES), key=lambda x: x[1])
            pairs.append(PairResult(names[i], names[j], d, de, iou(masks[i], masks[j])))
    failures = tuple(p for p in pairs if not p.ok)
    worst = min(pairs, key=lambda p: p.margin)
    return GroupResult(scene, group.name, len(names), worst, failures)


def check_all(make_app: Callable[[tuple[int, int], str], Any], size: tuple[int, int] = (1280, 720),
              seed: int = 1, shots: Path | None = None, only: Iterable[str] = ()) -> list[GroupResult]:  # fmt: skip
    """Every playable game's table scenes (or those labelled in `only`), checked."""
    from woods_desktop.games import playable

    app = make_app(size, "en")
    wanted = set(only)
    out: list[GroupResult] = []
    try:
        for plugin in playable():
            check = plugin.colour_scenes()
            if check is None:
                continue
            for label, start in check.scenes.items():
                if wanted and label not in wanted and plugin.id not in wanted:
                    continue
                scene_name, kwargs = start(app, seed)
                out.extend(check_scene(app, label, scene_name, kwargs, check.groups, shots))
    finally:
        while app.stack:
            app.stack.pop().exit()
        runner = sys.modules.get("woods_desktop.table.runner")
        if runner is not None:  # a computer asked to think: its process goes with the check
            runner.stop_worker()
    return out


def check_scene(
    app: Any, label: str, scene_name: str, kwargs: dict[str, Any], groups: Callable[[Any], Any], shots: Path | None
) -> list[GroupResult]:
    """Render one table scene, keep it and its simulations (when `shots` is set), check its groups."""
    import pygame

    app.reset_to("menu")
    app.push(scene_name, **kwargs)
    app.step(0.0)
    scene = app.scene
    app.render()
    if shots is not None:
        from PIL import Image

        shots.mkdir(parents=True, exist_ok=True)
        stem = label.replace(" ", "-")
        w, h = app.size
        pygame.image.save(app.screen, str(shots / f"{stem}-{w}x{h}.png"))
        rgb, _ = surface_arrays(app.screen)
        for d in DEFICIENCIES:
            Image.fromarray(simulate(rgb, d)).save(shots / f"{stem}-{w}x{h}-{d}.png")
    return [check_group(label, g) for g in groups(scene)]


def markdown(results: Sequence[GroupResult]) -> str:
    """The per-scene table, to paste: scene, group, worst pair, colour distance, shape differs."""
    lines = [
        f"Colour check: CIEDE2000 under {', '.join(DEFICIENCIES)}; a pair fails when dE00 < {DELTA_E_MIN:g}"
        f" and its figures' masks overlap IoU >= {SAME_SHAPE_IOU:g}.",
        "",
        "| scene | group | members | worst pair | closest under | dE00 | mask IoU | shape differs | ok |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in results:
        w = r.worst
        lines.append(
            f"| {r.scene} | {r.group} | {r.members} | {w.a} / {w.b} | {w.deficiency} | {w.delta_e:.1f} | "
            f"{w.iou:.2f} | {'y' if w.shape_differs else 'n'} | {'yes' if r.ok else 'NO'} |"
        )
    return "\n".join(lines)
