"""Real usage: the estimates behind the plural file, the file itself, and wordfreq kept at build time."""

from __future__ import annotations

import ast
import math
import subprocess
import sys
from pathlib import Path

import pytest

from woods_desktop.words.usage import (
    PERSON,
    PLURAL_RATIO,
    REVIEWED,
    NounZipf,
    PluralUsage,
    read_plural_header,
    read_plurals,
    write_plurals,
)
from woods_desktop.words.usage_estimate import FLOOR, UsageEstimator, zipf

WORDS_PACKAGE = Path(__file__).resolve().parents[2] / "woods_desktop"


def estimator(judge, table: dict[str, float]) -> UsageEstimator:
    return UsageEstimator(judge.analyzer, lambda word: table.get(word, 0.0))


DENGI = {"деньги": 3e-4, "денег": 2e-4, "деньгам": 2e-6, "деньгами": 1e-5, "деньгах": 3e-6, "деньга": 3e-7}


def test_a_plural_whose_singular_is_hardly_seen_is_plural_only(judge):
    row = estimator(judge, DENGI).plural_usage("ДЕНЬГИ")
    assert row is not None and (row.plural, row.singular) == ("ДЕНЬГИ", "ДЕНЬГА")
    assert row.plural_only and row.ratio > PLURAL_RATIO


def test_the_same_plural_with_its_singular_in_use_is_not(judge):
    used = {**DENGI, "деньга": 2e-5, "деньгу": 1e-5, "деньгой": 5e-6, "деньге": 4e-6}
    row = estimator(judge, used).plural_usage("ДЕНЬГИ")
    assert row is not None and not row.plural_only and row.ratio < 10


def test_a_persons_plural_is_measured_but_never_plural_only(judge):
    """МАОИСТЫ is written far more than МАОИСТ, yet one maoist is a word in use: the row says "person"."""
    row = estimator(judge, {"маоисты": 1e-6, "маоистов": 1e-6}).plural_usage("МАОИСТЫ")
    assert row is not None and row.source == PERSON and row.ratio > PLURAL_RATIO and not row.plural_only
    assert read_plurals()["МАОИСТЫ"].source == PERSON


def test_an_unseen_singular_counts_as_the_tables_floor_not_zero(judge):
    row = estimator(judge, {"деньги": 3e-4, "денег": 2e-4}).plural_usage("ДЕНЬГИ")
    assert row is not None and row.singular_zipf >= zipf(FLOOR)


def test_a_plural_never_seen_is_not_measured_and_a_dictionary_plural_only_needs_no_row(judge):
    est = estimator(judge, {"щипцов": 1e-6})
    assert est.plural_rows(["ЩИПЦЫ"]) == []  # "щипцы" itself unseen: its plural use is bounded by 0
    assert est.plural_usage("НОЖНИЦЫ") is None  # Pltm in OpenCorpora
    assert est.plural_usage("СТОЛ") is None  # not a plural


def test_every_noun_a_plural_can_belong_to_counts_its_singular(judge):
    """НАРКОТИКИ is also the plural of a rare НАРКОТИКА: the common НАРКОТИК still keeps it refused."""
    table = {
        "наркотики": 1.4e-5,
        "наркотиков": 2e-5,
        "наркотиками": 1e-6,
        "наркотикам": 5e-7,
        "наркотиках": 5e-7,
        "наркотиком": 1e-6,
        "наркотику": 5e-7,
        "наркотике": 5e-7,
    }
    row = estimator(judge, table).plural_usage("НАРКОТИКИ")
    assert row is not None and row.singular == "НАРКОТИК" and not row.plural_only


def test_written_frequency_adds_the_yo_spellings_and_a_noun_counts_only_its_share(judge):
    est = estimator(judge, {"еж": 8e-7, "ёж": 5e-7, "том": 1e-4})
    assert math.isclose(est.written("ЁЖ"), 1.3e-6) and math.isclose(est.written("еж"), 1.3e-6)
    assert est.noun_zipf("ЕЖ", ["ЁЖ"]) == zipf(1.3e-6)
    assert est.noun_zipf("ТОМ", ["ТОМ"]) < zipf(1e-4) - 1  # mostly "в том", a pronoun


def test_zipf_values():
    assert zipf(1e-6) == 3.0 and zipf(0.0) == 0.0 and zipf(FLOOR) == 1.0


def test_the_acceptance_ratio_is_read_on_the_rounded_file_values():
    gap = round(math.log10(PLURAL_RATIO), 2)
    assert PluralUsage("А", 1.0 + gap, "Б", 1.0).plural_only
    assert not PluralUsage("А", 0.99 + gap, "Б", 1.0).plural_only
    assert PluralUsage("А", 1.0, "Б", 1.0, REVIEWED).plural_only


def test_the_plural_file_round_trips(tmp_path):
    rows = [
        PluralUsage("ЩИПЦЫ", 3.15, "ЩИПЕЦ", 1.0),
        PluralUsage("ДЕНЬГИ", 5.67, "ДЕНЬГА", 2.82),
        PluralUsage("ЛАТЫ", 3.2, "ЛАТ", 2.43, REVIEWED),
    ]
    path = tmp_path / "plurals.txt"
    assert write_plurals(path, rows, {"rows": "3"}, ["a note"]) == 3
    assert read_plural_header(path) == {"rows": "3"}
    assert list(read_plurals(path).values()) == sorted(rows, key=lambda r: r.plural)


def test_noun_frequencies_are_looked_up_in_the_committed_list(nouns):
    lookup = NounZipf.load()
    by_word = {e.word: e.zipf for e in nouns}
    for word in ("ЛЕС", "ЛЕСНИК", "ЕЖ", "ДЕНЬГИ", "ЯЩИК", nouns[0].word, nouns[-1].word):
        assert lookup(word) == by_word[word]
    assert lookup("ёж") == by_word["ЕЖ"]
    assert lookup("КВАРБЛ") == 0.0 and lookup("ЛЕСНИКИ") == 0.0


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module.split(".")[0])
    return out


def test_only_the_list_script_imports_wordfreq():
    users = sorted(str(p.relative_to(WORDS_PACKAGE)) for p in WORDS_PACKAGE.rglob("*.py") if "wordfreq" in _imports(p))
    assert users == ["words/make_noun_list.py"]


def test_the_judge_and_the_index_work_without_loading_wordfreq():
    code = """
import sys
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.index import NounIndex
from woods_desktop.words import check_cli, make_noun_list, nouns
judge = WordJudge()
assert judge.verdict("ДЕНЬГИ").valid and not judge.verdict("ШАШКИ").valid
assert NounIndex.load().find("ЛЕС")
assert "wordfreq" not in sys.modules, "wordfreq was imported"
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("word", ["ДЕНЬГИ", "ЩИПЦЫ", "ЛАТЫ"])
def test_the_committed_rows_accept_the_issue_examples(word):
    assert read_plurals()[word].plural_only
