"""Regenerate the sample pages of docs/procedural-layouts.md: procedural layouts of a few
documents of the seed-42 household (default size), each drawn with the rng the generator
would use for its issuer (`layout_rng(42, doc)`) once as `--layouts seen` and once as
`--layouts unseen` would draw it, first pages rasterized at 100 dpi in grayscale.

    PYTHONPATH=$PWD .venv/bin/python docs/procedural/render_samples.py
"""

from __future__ import annotations

from pathlib import Path

from generator.documents.plan import plan_corpus
from generator.documents.procedural import layout_rng
from generator.documents.templates import discover_templates
from generator.render.procedural import procedural_pdf
from generator.render.raster import rasterize
from generator.world import build_world

SEED = 42
KINDS = ["w2", "1099-int", "bank-statement", "credit-card-statement", "lease"]
SPLITS = ("seen", "unseen")
DPI = 100


def main() -> None:
    out = Path(__file__).resolve().parent
    for old in out.glob("*.png"):
        old.unlink()
    templates = discover_templates()
    docs = plan_corpus(build_world(SEED, 2025), "default", templates)
    for kind in KINDS:
        of_kind = [d for d in docs if d.template == kind]
        doc = max(of_kind, key=lambda d: (len(d.rows), -d.index))  # the longest statement
        for split in SPLITS:
            layout, pdf = procedural_pdf(doc, templates[kind], layout_rng(SEED, doc), split)
            image = rasterize(pdf.data, DPI)[0]
            name = f"{kind}-{split}-{layout.id.removeprefix('procedural:')}-p1.png"
            image.convert("L").save(out / name, optimize=True)
            print(name)


if __name__ == "__main__":
    main()
