"""Format legality against the card database: the series of each set, and the other printings
of a card (same name and same game text), because any legal printing makes a card legal.

"Same game text" is compared after taking away what a reprint changes without changing the card:
the rule reminders every card of a kind carries ("You may play only 1 Supporter card during your
turn"), reminder text in brackets ("(This counts as evolving that Pokémon.)"), spacing, letter
case and quote marks, and the character a Supporter shows ("Boss's Orders (Ghetsis)"). Reprints
whose effect was reworded (an older Ultra Ball "Discard 2 cards from your hand...") are the same
card only where ``data/reprints.json`` says so, after someone compared the texts.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache, cached_property

from sqlalchemy import select

from playmat.cards.model import Card
from playmat.cards.text_format import is_reminder
from playmat.db.card_query import format_bits
from playmat.db.card_store import CardStore, bars
from playmat.db.database import Database
from playmat.db.schema import CardSetRow, MetaRow
from playmat.decks.formats import FORMATS_FILE, DeckFormat, formats
from playmat.decks.validation import BatchLegalityCheck, name_that_counts, same_name
from playmat.i18n.message import Message
from playmat.paths import DATA_DIR

REPRINTS_FILE = DATA_DIR / "reprints.json"

#: Reminders of how a kind of card is played that older cards word differently from the ones
#: ``is_reminder`` knows (it serves the card face): none of them is part of one card's effect.
_MORE_REMINDERS = re.compile(
    r"^(?:You (?:may|can) play (?:only|as many|any number)|You may attach any number of Pokémon"
    r" Tools|This Stadium stays in play|ACE SPEC:)",
    re.IGNORECASE,
)
_BRACKETS = re.compile(r"\s*\([^()]*\)")
_QUOTES = (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'))


def _plain(text: str) -> str:
    """Text as compared between printings: no bracketed reminders, one space, lower case."""
    for curly, straight in _QUOTES:  # str.replace: several times faster than str.translate
        text = text.replace(curly, straight)
    return " ".join(_BRACKETS.sub("", text).split()).casefold()


def game_text(card: Card) -> tuple[object, ...]:
    """What makes two printings "the same card": the name that counts (R-14) and everything that
    affects play, in plain text (see the module's docstring)."""
    rules = " ".join(rule for rule in card.rules if not _is_kind_reminder(rule))
    return (
        same_name(card).casefold(),
        card.supertype,
        card.hp,
        tuple((a.name, a.cost, a.damage, a.damage_sign, _plain(a.text)) for a in card.attacks),
        tuple((a.name, _plain(a.text)) for a in card.abilities),
        _plain(rules),
    )


def _is_kind_reminder(rule: str) -> bool:
    """A reminder of a kind's rules, except a Pokémon's rule box: that one says what the card is
    (a Pokémon ex rule, a V rule) and stays."""
    return (is_reminder(rule) and "rule:" not in rule.lower()) or bool(_MORE_REMINDERS.match(rule))


@cache
def reworded_reprints() -> dict[str, tuple[frozenset[str], ...]]:
    """Name (as :func:`same_name`, lower case) -> groups of card ids: printings in one group are
    the same card although their texts are worded differently."""
    raw = json.loads(REPRINTS_FILE.read_text(encoding="utf-8"))["same_card"]
    groups: dict[str, tuple[frozenset[str], ...]] = {}
    for entry in raw:
        key = entry["name"].casefold()
        groups[key] = (*groups.get(key, ()), frozenset(entry["ids"]))
    return groups


class DatabaseLegality:
    """Legality of cards in the database's formats. It keeps what it read (the sets' series, the
    printings of each name it was asked about), so one instance serves many checks quickly;
    make a new one after the card pool changes."""

    def __init__(self, store: CardStore) -> None:
        self.store = store
        #: Name (as same_name, lower case) -> (id, name, set id, regulation mark) of every
        #: printing, filled per deck by one query.
        self._rows: dict[str, list[tuple[str, str, str, str | None]]] = {}
        self._printings: dict[str, list[Card]] = {}
        #: (format id, card id) -> why the card is not legal there ("" when it is).
        #: (format, card id) -> why the card is not legal there; ``None``: it is legal.
        self._reasons: dict[tuple[str, str], Message | None] = {}
        self._loaded: dict[str, Card] = {}
        self._texts: dict[str, tuple[object, ...]] = {}

    @cached_property
    def _series(self) -> dict[str, str]:
        with self.store.database.engine.connect() as connection:
            return dict(connection.execute(select(CardSetRow.id, CardSetRow.series)).all())

    def series_of(self, set_id: str) -> str:
        return self._series.get(set_id, "")

    def printings(self, card: Card) -> Sequence[Card]:
        """Every printing of the same card, the card itself included."""
        if card.id not in self._printings:
            self._load_rows([card])
            key = same_name(card).casefold()
            candidates = [row[0] for row in self._rows.get(key, [])]
            loaded = self.store.get_many(candidates)
            self._printings[card.id] = _same_card(card, list(loaded.values()), key, self.game_text)
        return self._printings[card.id]

    def _load_rows(self, cards: Iterable[Card]) -> None:
        """Read the printings of all these cards' names in one query."""
        wanted = {name for name in map(same_name, cards) if name.casefold() not in self._rows}
        if not wanted:
            return
        # The name index serves both the exact name and "Name (Character)": a range of names.
        # Plain SQL: building this as an expression costs more than running it.
        names = sorted(wanted)
        ranges = " OR ".join(["(name >= ? AND name < ?)"] * len(names))
        sql = (
            "SELECT id, name, set_id, regulation_mark FROM cards "
            f"WHERE name IN ({', '.join('?' * len(names))}) OR {ranges}"
        )
        parameters = (*names, *(bound for name in names for bound in (f"{name} (", f"{name} )")))
        for name in names:
            self._rows[name.casefold()] = []
        with self.store.database.engine.connect() as connection:
            rows = connection.exec_driver_sql(sql, parameters).all()
        for card_id, name, set_id, mark in rows:
            key = name_that_counts(name).casefold()
            self._rows.setdefault(key, []).append((card_id, name, set_id, mark))

    def _cards(self, card_ids: Iterable[str]) -> dict[str, Card]:
        """The cards with these ids, read with plain SQL (an ORM session costs more than the
        query for the dozen printings a check needs), and kept: the same printings are
        weighed again for the next card of the name and the next format."""
        wanted = [card_id for card_id in card_ids if card_id not in self._loaded]
        if wanted:
            sql = f"SELECT id, data FROM cards WHERE id IN ({', '.join('?' * len(wanted))})"
            with self.store.database.engine.connect() as connection:
                rows = connection.exec_driver_sql(sql, tuple(wanted)).all()
            for card_id, data in rows:
                self._loaded[card_id] = Card.from_dict(json.loads(data))
        return {i: self._loaded[i] for i in card_ids if i in self._loaded}

    def game_text(self, card: Card) -> tuple[object, ...]:
        """:func:`game_text`, worked out once per card."""
        text = self._texts.get(card.id)
        if text is None:
            text = self._texts[card.id] = game_text(card)
        return text

    def check(self, deck_format: DeckFormat) -> FormatCheck:
        return FormatCheck(self, deck_format)


class FormatCheck(BatchLegalityCheck):
    """The :class:`~playmat.decks.validation.LegalityCheck` of one format.

    Most cards of a deck are legal by their own printing and are settled without a query; the
    others (and the names on the ban list) are weighed against their other printings, all read
    in one query.
    """

    def __init__(self, legality: DatabaseLegality, deck_format: DeckFormat) -> None:
        self.legality = legality
        self.format = deck_format

    def __call__(self, card: Card) -> Message | None:
        return self.reasons([card]).get(card.id)

    def reasons(self, cards: Sequence[Card]) -> Mapping[str, Message]:
        fmt, legality = self.format, self.legality
        doubtful = [
            card
            for card in cards
            if not fmt.printing_is_legal(card, legality.series_of)
            or same_name(card) in fmt.banned_names
        ]
        cached = legality._reasons
        found = {
            card.id: reason
            for card in doubtful
            if (reason := cached.get((fmt.id, card.id))) is not None
        }
        doubtful = [card for card in doubtful if (fmt.id, card.id) not in cached]
        if not doubtful:
            return found
        legality._load_rows(doubtful)
        candidates = {card.id: self._candidates(card) for card in doubtful}
        loaded = legality._cards({i for ids in candidates.values() for i in ids})
        for card in doubtful:
            others = [loaded[i] for i in candidates[card.id] if i in loaded]
            copies = _same_card(card, others, same_name(card).casefold(), legality.game_text)

            # A def, not a lambda, so that mypy can type it; the default binds this card's copies.
            def printings(_card: Card, c: list[Card] = copies) -> list[Card]:
                return c

            reason = fmt.why_not_legal(card, legality.series_of, printings)
            legality._reasons[fmt.id, card.id] = reason
            if reason is not None:
                found[card.id] = reason
        return found

    def _candidates(self, card: Card) -> list[str]:
        """The other printings of the name that could make this card legal or banned, decided
        from their columns, so that only those are read whole."""
        fmt = self.format
        # Only a format that goes by series needs the sets' series (a query the first time).
        series_of = self.legality.series_of if fmt.series is not None else _no_series
        key = same_name(card).casefold()
        # The printings data/reprints.json names join other wordings to this one.
        reworded = frozenset().union(*reworded_reprints().get(key, ()))
        return [
            card_id
            for card_id, _name, set_id, mark in self.legality._rows.get(key, [])
            if card_id != card.id
            and (
                card_id in fmt.banned
                or card_id in reworded
                or fmt.allows(card_id, set_id, mark, series_of(set_id))
            )
        ]


def _no_series(_set_id: str) -> str:
    return ""


def _same_card(
    card: Card, candidates: list[Card], key: str, text: Callable[[Card], tuple[object, ...]]
) -> list[Card]:
    """The candidates that are the same card as ``card``: the same game text, or a text that
    ``data/reprints.json`` counts as the same."""
    text_of = {c.id: text(c) for c in candidates}
    text_of[card.id] = text(card)
    wanted = {text_of[card.id]}
    for ids in reworded_reprints().get(key, ()):
        texts = {text_of[i] for i in ids if i in text_of}
        if texts & wanted:
            wanted |= texts
    same = [c for c in candidates if text_of[c.id] in wanted]
    return same if any(c.id == card.id for c in same) else [card, *same]


#: Cards weighed in one batch when the legality of the whole pool is worked out (a batch's
#: names go into one query, which SQLite limits in length).
LEGALITY_BATCH = 1500
#: The meta key that says which card pool and format rules the stored legality is from.
LEGALITY_KEY = "legality"


def legal_formats(legality: DatabaseLegality, cards: Sequence[Card]) -> dict[str, tuple[str, ...]]:
    """By card id, the formats each card is legal in, as the deck validator decides it (a
    legal printing of the same card makes it legal, a banned one bans it)."""
    found: dict[str, list[str]] = {card.id: [] for card in cards}
    for deck_format in formats().values():
        check = legality.check(deck_format)
        for start in range(0, len(cards), LEGALITY_BATCH):
            batch = cards[start : start + LEGALITY_BATCH]
            refused = check.reasons(batch)
            for card in batch:
                if card.id not in refused:
                    found[card.id].append(deck_format.id)
    return {card_id: tuple(ids) for card_id, ids in found.items()}


def _fingerprint(store: CardStore) -> str:
    """What the stored legality depends on: the format rules, the reprint list, the cards."""
    stats = store.stats()
    digest = hashlib.sha256()
    for path in (FORMATS_FILE, REPRINTS_FILE):
        digest.update(path.read_bytes())
    digest.update(f"{stats.cards}|{stats.last_import}".encode())
    return digest.hexdigest()


def store_legality(database: Database, force: bool = False) -> bool:
    """Write every card's legal formats (the card database's format filter reads them), as
    the deck validator decides them: the one source of legality. Done after an import, and
    when the format rules changed since; returns whether anything was worked out."""
    store = CardStore(database)
    fingerprint = _fingerprint(store)
    with database.session() as session:
        stored = session.scalar(select(MetaRow.value).where(MetaRow.key == LEGALITY_KEY))
    if stored == fingerprint and not force:
        return False
    with database.engine.connect() as connection:
        ids = [row[0] for row in connection.exec_driver_sql("SELECT id FROM cards").all()]
    legality = DatabaseLegality(store)
    rows: list[tuple[str, int, str]] = []
    for start in range(0, len(ids), LEGALITY_BATCH * 4):
        cards = list(legality._cards(ids[start : start + LEGALITY_BATCH * 4]).values())
        found = legal_formats(legality, cards)
        rows += [
            (bars(format_ids), format_bits(format_ids), card_id)
            for card_id, format_ids in found.items()
        ]
    with database.session() as session:
        session.connection().exec_driver_sql(
            "UPDATE cards SET legal_formats = ?, format_bits = ? WHERE id = ?", rows
        )
        CardStore.set_meta(session, LEGALITY_KEY, fingerprint)
    return True
