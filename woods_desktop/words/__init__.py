"""Russian noun dictionary and word search for Voice of the Woods.

- normalize: one spelling for comparing words (Ё->Е, Latin look-alikes) and
  matching cards (`card_key`: Ё->Е, Й->И, Ъ->Ь).
- verdict: `Verdict(word, valid, reason, params)`, a message key, never text.
- judge: `WordJudge` (OpenCorpora through pymorphy3) and `DictionaryService`,
  which loads it in the background; `shared_service()` for the whole program.
- nouns, make_noun_list: the committed noun list the computer players search,
  and the script that makes it from the same dictionary and the same judge.
- bot_words: vulgar and offensive words computer players never play.
- index: `NounIndex.find(field, own, max_own=2, ...)`, every spellable noun;
  `shared_index()` builds it in the background.
- check_cli: the `check-word` verb. bench: speed and memory figures.

Nothing here is imported by the package itself, so `import woods_desktop.words`
costs nothing; pymorphy3 is imported only when a judge is built.
"""
