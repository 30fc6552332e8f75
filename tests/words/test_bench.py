"""The benchmark functions run and report their figures (values are not asserted)."""

from __future__ import annotations

from woods_desktop.words import bench


def test_check_word_and_index_figures_are_reported():
    check = bench.check_word_ms(rounds=1)
    assert set(check) == {"mean", "worst_word", "ten_thousand_chars"}
    index = bench.index_figures(racks=2)
    assert index["nouns"] > 60_000 and index["find_25_plus_2_ms"]["median"] > 0


def test_fresh_process_figures_are_reported():
    ready = bench.dictionary_ready_ms(runs=1)
    assert ready["median"] > 0, ready
    rss = bench.rss_mb()
    assert rss["mb"] > 0, rss
