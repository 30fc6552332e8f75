"""The held-out samples' reviewed list of disputed words (build/noun_samples/disputed.txt, issue 37):
every entry names a word of its sample and says why, so the figures set aside only words a person reviewed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _measure() -> ModuleType:
    spec = importlib.util.spec_from_file_location("measure_nouns", ROOT / "build" / "measure_nouns.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("measure_nouns", module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_disputed_word_is_in_its_sample_with_a_reason():
    measure = _measure()
    samples = measure.read_samples()
    disputed = measure.read_disputed()
    assert disputed, "the reviewed list is empty or missing"
    for sample, words in disputed.items():
        assert sample in samples, sample
        for word, why in words.items():
            assert word in samples[sample], (sample, word)
            assert len(why.strip()) > 10, (sample, word)
    assert disputed["adverbs"]["КОНЕЧНО"].startswith("a conjunction")
