"""Scaling: generation and ingest of a large corpus on the local pool (1 and 2 workers) and
on Ray (2 CPUs): documents per second, speed-up, Ray's overhead against the local pool,
and peak memory as the corpus grows.

    .venv/bin/python benchmarks/bench_scale.py [--size large] [--seed 42] [--ingest-docs 100]
                                               [--memory-docs 100,500]

Every measurement runs in a fresh Python process (so peak memory is its own):
- generation: `write_corpus` of the whole `--size` corpus (large: ~500 documents, 40% scans)
  on `local` 1 worker, `local` 2 workers and `ray`; then the first 100 planned documents
  of the same plan (the plan truncated) on `local` 2 workers and `ray` for memory;
- ingest: `ingest` (OCR, harvest, chunks, embeddings) of `--ingest-docs` documents taken
  evenly from the generated corpus (every k-th, with a filtered corpus.json: a mix of
  born-digital and scans like the whole) on `local` 1 and 2 workers and `ray`; then, for
  memory, of each `--memory-docs` count on `local` 2 workers (100 and 500: the large
  corpus almost whole). OCR costs about a second a page per core, so the timed comparison
  runs on the subset; the 500-document ingest runs once.

The Ray process starts a local runtime of 2 CPUs (`ray.init(address="local", num_cpus=2)`)
before the clock starts and the executor joins it, as on a cluster that is already up;
the start-up is reported on its own. Ray's overhead is its run time over the local pool's
at the same number of CPUs (goal: within 15% on one machine). Peak memory: the driver's
own peak RSS (getrusage; for ingest also its peak before the embedding step, because
after it the model and one batch of 32 chunks of up to 256 tokens dominate), and the peak
of the summed RSS of the driver and every process it started (pool workers, or Ray's
raylet, GCS and workers), sampled every 0.2 s from
/proc (shared pages count once per process: an upper bound). Timings move with the load
on the shared cores; the load average is printed with the results.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

HERE = Path(__file__).resolve()
MEMORY_DOCS = 100


# --- the child: one measurement in a fresh process -------------------------------------------


def _tree_rss(root: int) -> int:
    """Summed RSS (bytes) of `root` and all its descendants, from /proc."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            with open(f"/proc/{entry}/statm") as f:
                pages = int(f.read().split()[1])
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        parents[int(entry)] = int(fields[1])
        rss[int(entry)] = pages * os.sysconf("SC_PAGE_SIZE")
    tree, frontier = {root}, [root]
    while frontier:
        pid = frontier.pop()
        for child, parent in parents.items():
            if parent == pid and child not in tree:
                tree.add(child)
                frontier.append(child)
    return sum(rss.get(pid, 0) for pid in tree)


class TreeSampler:
    def __init__(self) -> None:
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, _tree_rss(os.getpid()))
            self._stop.wait(0.2)

    def __enter__(self) -> TreeSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def _own_peak_mib() -> float:
    """This process's peak RSS so far (getrusage's ru_maxrss is in KiB on Linux)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _truncate_plan(docs: int) -> None:
    """Plan only the first `docs` documents of the size (the memory comparison)."""
    import generator.documents.plan as plan

    full = plan._specs
    plan._specs = lambda world, size: full(world, size)[:docs]


def child(args: argparse.Namespace) -> dict[str, Any]:
    start_s = 0.0
    if args.executor == "ray":
        import ray

        t0 = time.perf_counter()
        ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
        start_s = time.perf_counter() - t0
    with TreeSampler() as sampler:
        t0 = time.perf_counter()
        if args.child == "gen":
            from generator.corpus.writer import Settings, write_corpus

            if args.docs:
                _truncate_plan(args.docs)
            manifest = write_corpus(Settings(args.seed, 2025, args.size), Path(args.out), workers=args.workers,
                                    executor=args.executor)
            n = len(manifest.documents or [])
        else:
            from harness.ingest import IngestConfig, ingest

            def progress(stage: str, done: int, total: int) -> None:
                if stage == "chunk" and done == total:  # every step before embeddings is done
                    before_embed.append(_own_peak_mib())

            before_embed: list[float] = []
            report = ingest(args.corpus, args.out, IngestConfig(workers=args.workers, executor=args.executor),
                            progress)
            n = report.counts.documents
            pages = report.counts.pages_ocr
        seconds = time.perf_counter() - t0
    out = {"seconds": seconds, "documents": n, "rayStart": start_s,
           "driverPeakMiB": _own_peak_mib(),
           "treePeakMiB": sampler.peak / 2**20}
    if args.child == "ingest":
        out["ocrPages"] = pages
        out["beforeEmbedPeakMiB"] = before_embed[-1]
    if args.executor == "ray":
        import ray

        ray.shutdown()
    return out


# --- the parent: the table ------------------------------------------------------------------


def measure(kind: str, executor: str, workers: int, out: Path, **extra: Any) -> dict[str, Any]:
    cmd = [sys.executable, str(HERE), "--child", kind, "--executor", executor, "--workers", str(workers),
           "--out", str(out)]
    for key, value in extra.items():
        cmd += [f"--{key.replace('_', '-')}", str(value)]
    env = {**os.environ, "OMP_THREAD_LIMIT": "1", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    done = subprocess.run(cmd, check=False, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    label = f"{kind} {executor} w{workers}" if executor == "local" else f"{kind} ray 2 CPUs"
    print(f"  {label:22} {result['documents']:4d} docs  {result['seconds']:7.1f} s  "
          f"driver {result['driverPeakMiB']:6.0f} MiB  tree {result['treePeakMiB']:6.0f} MiB"
          + (f"  (Ray start {result['rayStart']:.1f} s)" if executor == "ray" else ""), flush=True)
    return result


def subset(corpus: Path, dest: Path, docs: int) -> Path:
    """`docs` documents taken evenly from `corpus` (every k-th), with a filtered corpus.json."""
    from harness.contract.manifest import dump_manifest, load_manifest
    from harness.runtime.fsutil import atomic_write_text

    manifest = load_manifest(corpus)
    every = manifest.documents or []
    step = max(1, len(every) // docs)
    chosen = every[::step][:docs]
    files = {d.file for d in chosen}
    dest.mkdir(parents=True)
    for d in chosen:
        (dest / d.file).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(corpus / d.file, dest / d.file)
    small = manifest.model_copy(update={
        "name": f"{manifest.name}-subset-{len(chosen)}",
        "questions": [],
        "documents": chosen,
        "probe_ground_truth": [r for r in manifest.probe_ground_truth or [] if r.document in files],
        "doc_type_ground_truth": [r for r in manifest.doc_type_ground_truth or [] if r.document in files],
    })
    atomic_write_text(dest / "corpus.json", dump_manifest(small))
    return dest


def rate(r: dict[str, Any]) -> float:
    return float(r["documents"] / r["seconds"])


def report(title: str, w1: dict[str, Any], w2: dict[str, Any], on_ray: dict[str, Any]) -> None:
    print(f"\n{title}")
    print("| executor | documents | seconds | documents/s | speed-up over 1 worker |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, r in (("local, 1 worker", w1), ("local, 2 workers", w2), ("ray, 2 CPUs", on_ray)):
        speedup = w1["seconds"] / r["seconds"]
        print(f"| {name} | {r['documents']} | {r['seconds']:.1f} | {rate(r):.2f} | {speedup:.2f}x |")
    overhead = on_ray["seconds"] / w2["seconds"] - 1
    with_start = (on_ray["seconds"] + on_ray["rayStart"]) / w2["seconds"] - 1
    print(f"Ray's overhead over the local pool (2 CPUs each): {overhead:+.1%} "
          f"({with_start:+.1%} counting the {on_ray['rayStart']:.1f} s runtime start)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="large", choices=("small", "default", "large"))
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--ingest-docs", type=int, default=100,
                        help="documents of the generated corpus to ingest (taken evenly); 0: skip ingest")
    parser.add_argument("--memory-docs", default="100,500",
                        help="document counts ingested on local, 2 workers, for peak memory (comma-separated)")
    parser.add_argument("--child", choices=("gen", "ingest"), help=argparse.SUPPRESS)
    parser.add_argument("--executor", default="local", help=argparse.SUPPRESS)
    parser.add_argument("--workers", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    parser.add_argument("--docs", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--corpus", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args)))
        return

    print(f"load average before: {os.getloadavg()[0]:.2f}, cpus: {os.cpu_count()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as tmp_name:
        tmp = Path(tmp_name)
        common = {"seed": args.seed, "size": args.size}
        print(f"generation, --size {args.size}, seed {args.seed}:")
        g1 = measure("gen", "local", 1, tmp / "g1", **common)
        shutil.rmtree(tmp / "g1")
        g2 = measure("gen", "local", 2, tmp / "g2", **common)
        gr = measure("gen", "ray", 2, tmp / "gr", **common)
        shutil.rmtree(tmp / "gr")
        print(f"generation, the first {MEMORY_DOCS} documents of the same plan (memory):")
        m2 = measure("gen", "local", 2, tmp / "m2", docs=MEMORY_DOCS, **common)
        mr = measure("gen", "ray", 2, tmp / "mr", docs=MEMORY_DOCS, **common)
        ingest_rows = None
        if args.ingest_docs:
            corpus = subset(tmp / "g2", tmp / "sub", args.ingest_docs)
            print(f"ingest of {args.ingest_docs} documents taken evenly from that corpus:")
            i1 = measure("ingest", "local", 1, tmp / "s1", corpus=corpus)
            i2 = measure("ingest", "local", 2, tmp / "s2", corpus=corpus)
            ir = measure("ingest", "ray", 2, tmp / "sr", corpus=corpus)
            print("ingest on local, 2 workers (memory):")
            memory = []
            for n in sorted({int(x) for x in args.memory_docs.split(",") if x.strip()}):
                if n == args.ingest_docs:
                    memory.append(i2)
                    continue
                memory.append(measure("ingest", "local", 2, tmp / f"m{n}",
                                      corpus=subset(tmp / "g2", tmp / f"sub{n}", n)))
                shutil.rmtree(tmp / f"m{n}")
            ingest_rows = (i1, i2, ir, memory)

    report(f"generation, --size {args.size}", g1, g2, gr)
    print("\npeak memory (MiB), generation: documents -> driver / driver and its processes")
    for name, small, big in (("local, 2 workers", m2, g2), ("ray, 2 CPUs", mr, gr)):
        print(f"- {name}: {small['documents']} -> {small['driverPeakMiB']:.0f} / {small['treePeakMiB']:.0f}; "
              f"{big['documents']} -> {big['driverPeakMiB']:.0f} / {big['treePeakMiB']:.0f}")
    if ingest_rows:
        i1, i2, ir, memory = ingest_rows
        report(f"ingest, {i1['documents']} documents ({i1['ocrPages']} pages OCRed)", i1, i2, ir)
        print("\npeak memory (MiB), ingest on local, 2 workers: documents (pages OCRed) -> driver before "
              "embeddings / driver / driver and its processes, seconds")
        for r in memory:
            print(f"- {r['documents']} ({r['ocrPages']}) -> {r['beforeEmbedPeakMiB']:.0f} / "
                  f"{r['driverPeakMiB']:.0f} / {r['treePeakMiB']:.0f}, {r['seconds']:.1f} s")
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
