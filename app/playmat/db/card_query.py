"""A card search: free text plus filters, and the small query language the search box and
``playmat cards search`` share.

Words search names and card text (prefixes match as you type). Filters are ``key:value`` words::

    pika                      names or text starting with "pika"
    "draw 3 cards"            an exact phrase
    type:fire hp>=100         Fire Pokémon with at least 100 HP
    supertype:trainer subtype:supporter set:sm1 stage:"stage 1" format:standard
    hp:60-90 name:charizard
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from playmat.cards.model import EnergyType, Supertype
from playmat.errors import PlaymatError
from playmat.i18n.message import msg


class QueryError(PlaymatError):
    """A search text that cannot be understood."""


FORMATS = ("standard", "expanded", "unlimited")


def format_bits(format_ids: Iterable[str]) -> int:
    """The formats a card is legal in as bits (one per entry of :data:`FORMATS`): what the
    format filter tests, quickly, in the search index."""
    return sum(1 << FORMATS.index(f) for f in set(format_ids) if f in FORMATS)


def type_bits(types: Iterable[EnergyType]) -> int:
    """A card's types as bits (one per :class:`EnergyType`), for the type filter."""
    members = list(EnergyType)
    return sum(1 << members.index(energy) for energy in set(types))


@dataclass(frozen=True)
class CardQuery:
    text: str = ""
    name: str = ""
    supertype: Supertype | None = None
    subtypes: tuple[str, ...] = ()
    types: tuple[EnergyType, ...] = ()
    set_id: str | None = None
    stage: str | None = None
    hp_min: int | None = None
    hp_max: int | None = None
    legal_in: str | None = None
    limit: int = 200

    def with_filters(self, **changes: Any) -> CardQuery:
        return replace(self, **changes)


_HP_COMPARISON = re.compile(r"hp(>=|<=|>|<|=)(\d+)", re.IGNORECASE)


def parse_query(text: str, limit: int = 200) -> CardQuery:
    """Read the search-box language into a :class:`CardQuery`.

    Raises :class:`QueryError` naming the word that is wrong and what would be right.
    """
    try:
        words = _split_words(text)
    except ValueError:
        raise QueryError(msg("card_query.quotes", text=text)) from None
    free: list[str] = []
    query = CardQuery(limit=limit)
    for word in words:
        comparison = _HP_COMPARISON.fullmatch(word)
        if comparison:
            query = _apply_hp(query, comparison.group(1), int(comparison.group(2)))
            continue
        key, sep, value = word.partition(":")
        if not sep or not value:
            free.append(f'"{word}"' if " " in word else word)
            continue
        query = _apply_filter(query, key.lower(), value)
    return query.with_filters(text=" ".join(free))


def _split_words(text: str) -> list[str]:
    """Split at spaces, keeping ``"double-quoted phrases"`` together.

    Unlike ``shlex.split`` an apostrophe is part of a word, so ``professor's research`` and
    ``farfetch'd`` are searches rather than unbalanced quotes, and ``#`` starts no comment.
    """
    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace_split = True
    lexer.quotes = '"'
    lexer.escape = ""
    lexer.commenters = ""
    return list(lexer)


def _apply_hp(query: CardQuery, operator: str, number: int) -> CardQuery:
    if operator == ">=":
        return query.with_filters(hp_min=number)
    if operator == ">":
        return query.with_filters(hp_min=number + 1)
    if operator == "<=":
        return query.with_filters(hp_max=number)
    if operator == "<":
        return query.with_filters(hp_max=number - 1)
    return query.with_filters(hp_min=number, hp_max=number)


def _apply_filter(query: CardQuery, key: str, value: str) -> CardQuery:
    if key == "name":
        return query.with_filters(name=value)
    if key == "supertype":
        return query.with_filters(supertype=_supertype(value))
    if key == "subtype":
        return query.with_filters(subtypes=(*query.subtypes, value))
    if key == "type":
        return query.with_filters(types=(*query.types, _energy_type(value)))
    if key == "set":
        return query.with_filters(set_id=value.lower())
    if key == "stage":
        return query.with_filters(stage=value)
    if key == "format":
        if value.lower() not in FORMATS:
            raise QueryError(msg("card_query.format", value=value, known=", ".join(FORMATS)))
        return query.with_filters(legal_in=value.lower())
    if key == "hp":
        low, dash, high = value.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise QueryError(msg("card_query.hp", value=value))
        return query.with_filters(hp_min=int(low), hp_max=int(high) if dash else int(low))
    known = "name, supertype, subtype, type, set, stage, format, hp"
    raise QueryError(msg("card_query.filter", key=key, value=value, known=known))


def _supertype(value: str) -> Supertype:
    folded = value.lower().replace("é", "e")
    for supertype in Supertype:
        if supertype.value.lower().replace("é", "e") == folded:
            return supertype
    raise QueryError(msg("card_query.supertype", value=value))


def _energy_type(value: str) -> EnergyType:
    for energy in EnergyType:
        if energy.value.lower() == value.lower() or energy.symbol == value.upper():
            return energy
    known = ", ".join(t.value.lower() for t in EnergyType)
    raise QueryError(msg("card_query.type", value=value, known=known))
