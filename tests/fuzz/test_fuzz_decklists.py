"""Fuzzing the decklist reader: whatever the text, it returns a deck with its line problems or
refuses the whole text with a DecklistError, never anything else; a list of good lines written
in any of the accepted forms reads back as exactly its cards."""

from __future__ import annotations

from hypothesis import event, given
from hypothesis import strategies as st
from json_damage import budget

from playmat.cards.starter import starter_cards
from playmat.db.card_store import CardStore
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.decklist import MAX_CARDS, MAX_COUNT, DecklistError, parse

CARDS = starter_cards()
NAMES = sorted({card.name for card in CARDS})

#: Pieces decklists are made of, and pieces that break them.
FRAGMENTS = st.one_of(
    st.sampled_from(NAMES),
    st.sampled_from(["SUM", "SVI", "PR-SM", "Energy", "ENERGY", "{L}", "{G}", "Basic"]),
    st.sampled_from(["Pokémon:", "##Trainer Cards - 33", "Energy (12)", "Total Cards: 60"]),
    st.sampled_from(["*", "x", "×", "-", "#", "(", ")", ":", "{", "}", "\t", "  ", "\u00a0"]),
    st.integers(min_value=-5, max_value=250).map(str),
    st.integers(min_value=1, max_value=400).map(lambda n: "9" * n),
    st.text(max_size=12),
)
CARD_LINES = st.builds(
    "{} {}".format, st.integers(min_value=1, max_value=4), st.sampled_from(NAMES)
)
LINES = st.one_of(CARD_LINES, st.lists(FRAGMENTS, max_size=8).map(" ".join))
TEXTS = st.lists(LINES, max_size=40).map("\n".join)


@budget(150)
@given(text=TEXTS)
def test_any_text_is_read_or_refused_with_a_decklist_error(
    starter_cards: CardStore, text: str
) -> None:
    resolver = DatabaseResolver(starter_cards)
    try:
        parsed = parse(text, resolver)
    except DecklistError as refused:
        assert str(refused)
        event("refused whole")
        return
    event("read, with line problems" if parsed.problems else "read whole")
    lines = len(text.splitlines())
    assert parsed.entries and all(1 <= count <= MAX_COUNT * lines for _, count in parsed.entries)
    assert parsed.total <= MAX_CARDS
    assert all(1 <= problem.line <= lines and problem.reason for problem in parsed.problems)


LINE_FORMS = st.sampled_from(
    [
        "{count} {name}",
        "{count}x {name}",
        "* {count} {name}",
        "  {count} x {name}  ",
        "{count}\t{name}",
    ]
)


@budget(100)
@given(
    chosen=st.lists(
        st.tuples(st.sampled_from(NAMES), st.integers(min_value=1, max_value=4), LINE_FORMS),
        min_size=1,
        max_size=12,
        unique_by=lambda entry: entry[0],
    )
)
def test_good_lines_in_any_form_read_back_as_their_cards(
    starter_cards: CardStore, chosen: list[tuple[str, int, str]]
) -> None:
    text = "\n".join(form.format(count=count, name=name) for name, count, form in chosen)
    parsed = parse(text, DatabaseResolver(starter_cards))

    assert parsed.problems == []
    assert sorted((card.name, count) for card, count in parsed.entries) == sorted(
        (name, count) for name, count, _ in chosen
    )
