"""Find every listed noun that the cards in play can spell (the computer players' search).

A word can be spelled when its letters, folded like the cards (`card_key`:
Ё->Е, Й->И, Ъ->Ь), form a sub-multiset of the usable cards: the face-up
field cards, plus at most `max_own` (2 by the rulebook) of the player's own
face-up cards.

The index is a trie keyed on each word's letters sorted into one fixed
order, stored flat in depth-first (preorder) arrays: node i has the letter
on its incoming edge, its depth, and the index just past its subtree, so
the search is one loop that steps into a node when the rack still has its
letter and jumps over the whole subtree when it does not. The letter order
puts the rarest letters first: most racks lack Ф, Щ or Э, so most of the
trie is skipped near the top. Sorting the keys gives the preorder directly,
so building needs no tree of objects: 67,763 nouns, 65,411 keys and 315,993
nodes take about 0.6 s (idle machine) and 38 MB with the list itself; a
tree of tuples took 2.2 s and 100 MB. `shared_index()` builds it in a
background thread, like the dictionary.

Own cards are a budget: a letter is taken from the field while the field
has it, otherwise from the own cards while fewer than `max_own` have been
used (taking the field first never loses a word).
"""

from __future__ import annotations

from array import array
from collections import Counter
from typing import Iterable, Mapping, Sequence, cast

from woods_desktop.words.background import Background
from woods_desktop.words.normalize import CARD_LETTERS, card_key, normalize
from woods_desktop.words.nouns import NounEntry, load_nouns

Letters = str | Iterable[str] | Mapping[str, int]


class NounIndex:
    """Built from the noun list (`NounIndex.load()`), or any entries for tests."""

    def __init__(self, entries: Iterable[NounEntry]) -> None:
        folded = [(entry, card_key(entry.word)) for entry in entries]
        freq = Counter("".join(key for _, key in folded))
        order = sorted(CARD_LETTERS, key=lambda ch: (freq[ch], ch))
        self._rank: dict[str, int] = {ch: i for i, ch in enumerate(order)}
        self._letters: tuple[str, ...] = tuple(order)
        to_key = str.maketrans({ch: chr(i) for i, ch in enumerate(order)})
        alphabet = frozenset(order)
        self._entries: dict[str, NounEntry] = {}
        groups: dict[str, list[NounEntry]] = {}
        for entry, letters in folded:
            if not letters or entry.word in self._entries or not alphabet.issuperset(letters):
                continue
            self._entries[entry.word] = entry
            key = "".join(sorted(letters.translate(to_key)))
            group = groups.get(key)
            if group is None:
                groups[key] = [entry]
            else:
                group.append(entry)
        self._build(groups)

    def _build(self, groups: dict[str, list[NounEntry]]) -> None:
        # Keys spell letter rank r as chr(r): sorting them sorts by rank, and
        # latin-1 turns a key's tail into rank bytes for the array at once.
        rank = array("b", [-1])
        depth = array("b", [0])
        words: list[tuple[str, ...] | None] = [None]
        bots: list[tuple[str, ...] | None] = [None]
        ends: list[int | None] = [0]
        open_nodes = [0]  # open_nodes[d]: the node at depth d on the current path
        prev = ""
        for key in sorted(groups):
            lcp = 0
            limit = min(len(key), len(prev))
            while lcp < limit and key[lcp] == prev[lcp]:
                lcp += 1
            here = len(ends)
            for node in open_nodes[lcp + 1 :]:  # the previous path's tail closes here
                ends[node] = here
            del open_nodes[lcp + 1 :]
            new = len(key) - lcp
            rank.frombytes(key[lcp:].encode("latin-1"))
            depth.extend(range(lcp + 1, len(key) + 1))
            blanks = [None] * new
            words.extend(blanks)
            bots.extend(blanks)
            ends.extend(blanks)
            open_nodes.extend(range(here, here + new))
            group = groups[key]
            words[-1] = tuple(e.word for e in group)
            bots[-1] = tuple(e.word for e in group if e.bot_ok) or None
            prev = key
        total = len(rank)
        for node in open_nodes:
            ends[node] = total
        self._node_rank = rank
        self._node_depth = depth
        self._node_end = array("i", cast("list[int]", ends))  # every end is set by now
        self._node_words = words
        self._node_bots = bots

    @classmethod
    def load(cls) -> "NounIndex":
        return cls(load_nouns(with_sources=False))  # the computers play only OpenCorpora's common words

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and normalize(word) in self._entries

    def entry(self, word: str) -> NounEntry | None:
        return self._entries.get(normalize(word))

    @property
    def node_count(self) -> int:
        return len(self._node_rank)

    def _counts(self, letters: Letters) -> list[int]:
        counts = [0] * len(self._letters)
        if isinstance(letters, Mapping):
            items: Iterable[tuple[str, int]] = letters.items()
        else:
            items = ((ch, 1) for ch in letters)
        for letter, n in items:
            if not isinstance(n, int) or n <= 0:
                continue
            for ch in card_key(str(letter)):
                r = self._rank.get(ch)
                if r is not None:
                    counts[r] += n
                    break  # a card "Е/Ё" is one card
        return counts

    def find(
        self,
        field: Letters,
        own: Letters = (),
        *,
        max_own: int = 2,
        min_len: int = 1,
        max_len: int | None = None,
        exclude: Iterable[str] = (),
        bot_only: bool = False,
    ) -> list[str]:
        """Every listed noun spelled by the field letters plus at most `max_own` own letters.

        `field` and `own` are card letters, one per card: a string ("АОЕ"),
        any iterable of letters ("Е/Ё" counts as one card), or a Counter.
        Letters are folded with `card_key`. `exclude` holds words already
        used (any spelling; compared after `normalize`). The result is in a
        fixed order (the index's), so the same cards always give the same list.
        """
        fcount = self._counts(field)
        ocount = self._counts(own)
        own_budget = max(0, max_own) if any(ocount) else 0
        limit = sum(fcount) + min(own_budget, sum(ocount))
        if max_len is not None:
            limit = min(limit, max_len)
        rank, depth, end = self._node_rank, self._node_depth, self._node_end
        found = self._node_bots if bot_only else self._node_words
        out: list[str] = []
        path: list[int] = []  # ranks taken, ~rank when taken from an own card
        own_used = 0
        total = len(rank)
        i = 1
        while i < total:
            d = depth[i]
            while len(path) >= d:
                r = path.pop()
                if r < 0:
                    ocount[~r] += 1
                    own_used -= 1
                else:
                    fcount[r] += 1
            if d > limit:
                i = end[i]
                continue
            r = rank[i]
            if fcount[r]:
                fcount[r] -= 1
                path.append(r)
            elif own_used < own_budget and ocount[r]:
                ocount[r] -= 1
                own_used += 1
                path.append(~r)
            else:
                i = end[i]
                continue
            words = found[i]
            if words is not None and d >= min_len:
                out.extend(words)
            i += 1
        if exclude:
            excluded = {normalize(w) for w in exclude}
            out = [w for w in out if w not in excluded]
        return out

    def _counter(self, letters: Letters) -> Counter[str]:
        return Counter({ch: n for ch, n in zip(self._letters, self._counts(letters)) if n})

    def own_letters_needed(self, word: str, field: Letters) -> list[str]:
        """The card letters of `word` the field cannot supply (so own cards must)."""
        need = Counter(card_key(normalize(word)))
        return sorted((need - self._counter(field)).elements())

    def spellable(self, word: str, field: Letters, own: Letters = (), max_own: int = 2) -> bool:
        """Whether `word` (listed or not) can be laid from these cards."""
        need = Counter(card_key(normalize(word)))
        if not need:
            return False
        missing = need - self._counter(field)
        return sum(missing.values()) <= max_own and not (missing - self._counter(own))


def sort_longest_first(words: Sequence[str]) -> list[str]:
    """A convenient deterministic order for bots: longest first, then alphabetical."""
    return sorted(words, key=lambda w: (-len(w), w))


_SHARED: Background[NounIndex] = Background(NounIndex.load, "woods-noun-index")


def shared_index() -> Background[NounIndex]:
    """The program's one noun index, built in a background thread on first `get()`/`start()`."""
    return _SHARED
