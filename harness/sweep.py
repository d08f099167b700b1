"""rag-eval sweep: one degradation curve end to end.

The same household (seed, size, year, question budget) is generated once born-digital
(`--scan-ratio 0`: the reference point) and once per severity with every document
delivered as a scan (`--scan-ratio 1 --scan-severity S`): the same documents, values and
questions at every level, each corpus byte-reproducible (`rag-gen verify` checks it).
The corpora are made by the `rag-gen` command line in a child process (the harness never
imports the generator). Each level is then run like `rag-eval run` (ingest, probe, ask,
grade, blame) into OUT/runs/<level>; the curve (harness/scoring/curve.py) goes into OUT.
With several OCR engines (`--ocr-engine tesseract,rapidocr`) every level's corpus is run
once per engine, into OUT/runs/<level>-<engine>: the engines read identical pages.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path, PurePosixPath

from harness.config import HarnessConfig
from harness.contract.manifest import MANIFEST_NAME, load_manifest
from harness.contract.outputs import Input, check_apart
from harness.run import StageCallback, run_eval
from harness.runtime.errors import RagError
from harness.runtime.settings import WORKERS, SettingError, check_ocr_engine
from harness.runtime.suggest import did_you_mean
from harness.scoring.curve import BORN_DIGITAL, Level, Sweep, document_cer, level_point, write_sweep
from harness.store.database import open_store

DEFAULT_SEVERITIES = (0.0, 0.25, 0.5, 0.75, 1.0)


class SweepError(RagError):
    """A sweep cannot start or a level's corpus could not be generated."""


def parse_severities(text: str) -> list[float]:
    """`0,0.25,0.5` as sorted distinct floats, each in [0, 1]."""
    out = []
    for part in text.split(","):
        try:
            value = float(part)
        except ValueError:
            raise SettingError(f"--severity takes numbers between 0 and 1 separated by commas, got {text!r}") from None
        if not 0.0 <= value <= 1.0:
            raise SettingError(f"--severity: {part.strip()} is not between 0 and 1")
        out.append(value)
    return sorted(set(out))


def parse_engines(text: str) -> list[str]:
    """`tesseract,rapidocr` as distinct engine names, in the order given; a SettingError (a
    usage error) names an unknown one."""
    out: list[str] = []
    for part in text.split(","):
        name = check_ocr_engine("--ocr-engine", part.strip())
        if name not in out:
            out.append(name)
    return out


def household(source: str, size: str, year: int) -> dict[str, str]:
    """What to generate: a seed (with --size and --year), or the recorded settings of a
    corpus folder that rag-gen made (its seed, size, year, question budget and rasterizer)."""
    path = Path(source)
    if (path / MANIFEST_NAME).is_file():
        gen = load_manifest(path).generator or {}
        missing = [k for k in ("seed", "size", "year") if k not in gen]
        if missing:
            raise SweepError(f"{source}: corpus.json does not record generator.{', generator.'.join(missing)}"
                             " (a sweep regenerates the corpus: was it made by rag-gen?)")
        out = {"seed": gen["seed"], "size": gen["size"], "year": gen["year"],
               "rasterizer": gen.get("rasterizer", "pdfium")}
        if "questions" in gen:
            out["questions"] = gen["questions"]
        return out
    if source.isdigit():
        return {"seed": source, "size": size, "year": str(year), "rasterizer": "pdfium"}
    raise SweepError(f"{source} is neither a corpus folder (with {MANIFEST_NAME}) nor a seed")


def level_name(severity: float | None, producer: str | None = None) -> str:
    if producer is not None:
        return f"producer-{producer}"
    return BORN_DIGITAL if severity is None else f"severity-{severity:g}"


def known_producers() -> list[str]:
    """The producers `rag-gen producers --json` lists (asked in a child process: the harness never
    imports the generator)."""
    done = subprocess.run([sys.executable, "-m", "generator.cli", "producers", "--json"], capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        raise SweepError(f"rag-gen producers failed: {(done.stderr.strip().splitlines() or ['no message'])[-1]}")
    return [str(p["name"]) for p in json.loads(done.stdout)]


def parse_producers(text: str, known: Sequence[str]) -> list[str]:
    """`fillable,html` as distinct producer names in the order given; a SettingError names an unknown one."""
    out: list[str] = []
    for part in text.split(","):
        name = part.strip()
        if name not in known:
            raise SettingError(f"--producers: unknown producer {name!r}{did_you_mean(name, known)}")
        if name not in out:
            out.append(name)
    return out


def generate_level(settings: dict[str, str], severity: float | None, out: Path, workers: int,
                   producer: str | None = None) -> None:
    """One level's corpus, made by `rag-gen` in a child process."""
    args = [sys.executable, "-m", "generator.cli", "--seed", settings["seed"], "--size", settings["size"],
            "--year", settings["year"], "--rasterizer", settings["rasterizer"], "--out", str(out), "--force",
            "--quiet", "--workers", str(workers)]
    if "questions" in settings:
        args += ["--questions", settings["questions"]]
    args += ["--scan-ratio", "0"] if severity is None else ["--scan-ratio", "1", "--scan-severity", repr(severity)]
    args += ["--producers", producer] if producer is not None else []
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise SweepError(f"rag-gen could not make the {level_name(severity, producer)} corpus: {last}")


def _texts(store: Path) -> dict[str, str]:
    """Recovered text per document, keyed by file stem (a scan keeps its document's stem)."""
    out: dict[str, list[str]] = {}
    with open_store(store) as opened:
        for page in opened.pages():
            out.setdefault(PurePosixPath(page.file).stem, []).append(page.text)
    return {k: "\n".join(v) for k, v in out.items()}


def run_sweep(source: str, out: Path, *, severities: Sequence[float] = DEFAULT_SEVERITIES,
              spec: str = "extractive", config: HarnessConfig | None = None, size: str = "small",
              year: int = 2025, workers: int = WORKERS, stage: StageCallback | None = None,
              on_level: Callable[[Level], None] | None = None, ocr_engines: Sequence[str] = (),
              producers: Sequence[str] = ()) -> Sweep:
    """Generate, run and plot every level (with each of `ocr_engines`, default the config's
    engine): born-digital, each of `severities` (every document a scan), then each of `producers`
    (every born-digital document written by that producer); returns the curve (also written into `out`)."""
    config = config or HarnessConfig()
    engines = list(ocr_engines) or [config.ocr_engine]
    for engine in engines:
        check_ocr_engine("--ocr-engine", engine)
    settings = household(source, size, year)
    if Path(source).is_dir():  # the corpus it regenerates stays as it is: --out is never it or inside it
        check_apart(out, [Input("corpus", Path(source))])
    levels: list[Level] = []
    reference: dict[str, dict[str, str]] = {}  # engine -> born-digital text per document
    plan: list[tuple[float | None, str | None]] = [(None, None), *((s, None) for s in severities),
                                                   *((None, p) for p in producers)]
    for severity, producer in plan:
        name = level_name(severity, producer)
        start = time.perf_counter()
        corpus = out / "corpora" / name
        generate_level(settings, severity, corpus, workers, producer)
        made = time.perf_counter() - start
        for engine in engines:
            start = time.perf_counter()
            folder = name if len(engines) == 1 else f"{name}-{engine}"

            def staged(st: str, done: int, total: int, folder: str = folder) -> None:
                if stage:
                    stage(f"{folder} {st}", done, total)

            result = run_eval(corpus, out / "runs" / folder, spec=spec, config=replace(config, ocr_engine=engine),
                              stage=staged, workers=workers,
                              ingest="always")  # the curve needs the store: OCR error and probe at every level
            assert result.probe is not None  # ingest="always" built a store, so the run probed it
            texts = _texts(out / "runs" / folder / "store")
            if severity is None and producer is None:
                reference[engine] = texts
            # the documents whose text can differ from the born-digital level's: the scans, or the produced files
            scanned = {PurePosixPath(d.file).stem for d in load_manifest(corpus).documents or []
                       if d.rendering not in (None, BORN_DIGITAL) or d.producer is not None}
            cer = document_cer({k: v for k, v in reference.get(engine, {}).items() if k in scanned}, texts)
            level = level_point(name, severity, result.card, result.probe, cer,
                                time.perf_counter() - start + made / len(engines), engine, producer)
            levels.append(level)
            if on_level:
                on_level(level)
    sweep = Sweep(seed=int(settings["seed"]), size=settings["size"], year=int(settings["year"]),
                  pipeline=spec, ocr_engines=engines, levels=levels)
    write_sweep(out, sweep)
    return sweep
