"""Regenerate the sample pages of docs/procedural-layouts.md: procedural layouts of a few
documents of the seed-42 household (default size), each drawn with the rng the generator
would use for its issuer (`layout_rng(42, doc)`), rasterized at 100 dpi in grayscale.

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
KINDS = ["w2", "pay-stub", "1099-int", "bank-statement", "credit-card-statement", "utility-bill", "invoice", "lease"]
MAX_PAGES = 10
DPI = 100


def main() -> None:
    out = Path(__file__).resolve().parent
    for old in out.glob("*.png"):
        old.unlink()
    templates = discover_templates()
    docs = plan_corpus(build_world(SEED, 2025), "default", templates)
    written = 0
    for kind in KINDS:
        of_kind = [d for d in docs if d.template == kind]
        doc = max(of_kind, key=lambda d: (len(d.rows), -d.index))  # the longest statement shows a continued table
        layout, pdf = procedural_pdf(doc, templates[kind], layout_rng(SEED, doc))
        for number, image in enumerate(rasterize(pdf.data, DPI), start=1):
            if written == MAX_PAGES:
                return
            name = f"{kind}-{layout.id.removeprefix('procedural:')}-p{number}.png"
            image.convert("L").save(out / name, optimize=True)
            written += 1
            print(name)


if __name__ == "__main__":
    main()
