"""Reading one card record of the pokemon-tcg-data JSON format into the card model.

Every field Playmat uses is read through one of a few typed readers (text, a list of texts, a
list of objects, a whole number in range), so a malformed record, whatever is wrong with it
(a list where text belongs, an object where a number belongs, text of a million characters, a
number too large to store), raises :class:`CardDataError` with a reason a person can act on;
the importer adds the file and position. Nothing is ever turned into text with ``str()``: a
value of the wrong type is refused, not written down as its Python form.
"""

from __future__ import annotations

import re
from typing import Any

from playmat.cards.facts import with_play_facts
from playmat.cards.model import (
    Ability,
    Attack,
    Card,
    DamageSign,
    EnergyType,
    Supertype,
    TypeModifier,
    parse_energy_type,
    parse_type_modifier,
)


class CardDataError(ValueError):
    """A card or set record that cannot be read."""


_MODIFIER_NAMES = {"weaknesses": "Weakness", "resistances": "Resistance"}
_DAMAGE = re.compile(r"(\d{1,4})\s*([+×x\-]?)")
#: Limits far above any real card (the longest card text has about 630 characters, the
#: highest HP is 380, a card has at most 4 attacks), so that a damaged record can't fill the
#: database, overflow a number column or make the card-text compiler read a book.
SHORT_TEXT = 100
LONG_TEXT = 4000
MAX_ITEMS = 20
MAX_NUMBER = 9999
#: A collector number is sorted by its digits, stored as a number.
MAX_COLLECTOR_NUMBER = 20


def parse_set(record: Any) -> dict[str, Any]:
    """Check a set record and keep what Playmat uses of it."""
    if not isinstance(record, dict):
        raise CardDataError(f"a set must be a JSON object, not {_kind(record)}")
    set_id = _required_text(record, "id", what="set")
    return {
        "id": set_id,
        "name": _required_text(record, "name", what="set"),
        "series": _text(record, "series") or "",
        "ptcgo_code": _text(record, "ptcgoCode"),
        "release_date": _text(record, "releaseDate") or "",
        "printed_total": _whole_number(record, "printedTotal", required=False),
        "legalities": _legalities(record),
    }


def parse_card(record: Any, card_set: dict[str, Any]) -> Card:
    """Turn one pokemon-tcg-data card object into a :class:`Card`."""
    if not isinstance(record, dict):
        raise CardDataError(f"a card must be a JSON object, not {_kind(record)}")
    card_id = _required_text(record, "id")
    name = _required_text(record, "name")
    supertype_value = record.get("supertype")
    try:
        supertype = Supertype(supertype_value if isinstance(supertype_value, str) else "")
    except ValueError:
        raise CardDataError(f"unknown supertype {_shown(supertype_value)}") from None
    number = _text(record, "number") or ""
    if len(number) > MAX_COLLECTOR_NUMBER:
        raise CardDataError(f"'number' is longer than {MAX_COLLECTOR_NUMBER} characters")
    try:
        card = Card(
            id=card_id,
            name=name,
            supertype=supertype,
            subtypes=tuple(_text_list(record, "subtypes")),
            hp=_hp(record, supertype),
            types=tuple(parse_energy_type(t) for t in _text_list(record, "types")),
            evolves_from=_text(record, "evolvesFrom") or None,
            weaknesses=tuple(_modifiers(record, "weaknesses")),
            resistances=tuple(_modifiers(record, "resistances")),
            retreat_cost=tuple(_costs(_text_list(record, "retreatCost"))),
            attacks=tuple(_attack(a) for a in _object_list(record, "attacks")),
            abilities=tuple(_ability(a) for a in _object_list(record, "abilities")),
            rules=tuple(_text_list(record, "rules", LONG_TEXT)),
            set_id=card_set["id"],
            set_name=card_set["name"],
            number=number,
            regulation_mark=_text(record, "regulationMark") or None,
            legalities=_legalities(record),
            ptcgo_code=card_set.get("ptcgo_code"),
            rarity=_text(record, "rarity"),
        )
    except ValueError as error:
        if isinstance(error, CardDataError):
            raise
        raise CardDataError(str(error)) from None
    return with_play_facts(card)


def _hp(record: dict[str, Any], supertype: Supertype) -> int | None:
    raw = record.get("hp")
    if raw is None or raw == "":
        if supertype is Supertype.POKEMON:
            raise CardDataError("Pokémon card has no HP")
        return None
    # The data writes HP as text ("60"); a bare number is read too.
    text = raw.strip() if isinstance(raw, str) else raw
    if isinstance(text, str) and text.isascii() and text.isdigit() and len(text) <= 4:
        return int(text)
    if type(text) is int and 0 <= text <= MAX_NUMBER:
        return text
    raise CardDataError(f"HP {_shown(raw)} is not a number from 0 to {MAX_NUMBER}")


def _attack(record: dict[str, Any]) -> Attack:
    name = _required_text(record, "name", what="attack")
    damage, sign = parse_damage(_text(record, "damage") or "")
    return Attack(
        name=name,
        cost=tuple(_costs(_text_list(record, "cost"))),
        damage=damage,
        damage_sign=sign,
        text=_text(record, "text", LONG_TEXT) or "",
    )


def parse_damage(printed: str) -> tuple[int | None, DamageSign]:
    """Split printed damage (``"30"``, ``"40×"``, ``"70+"``, ``"30-"``, ``"?"``, ``""``)."""
    text = printed.strip()
    if not text:
        return None, DamageSign.NONE
    if text == "?":
        return None, DamageSign.VARIES
    match = _DAMAGE.fullmatch(text)
    if not match:
        raise CardDataError(f"attack damage {printed!r} is not like 30, 30+, 30× or 30-")
    sign = match.group(2).replace("x", "×")
    return int(match.group(1)), DamageSign(sign)


def _ability(record: dict[str, Any]) -> Ability:
    return Ability(
        name=_required_text(record, "name", what="ability"),
        kind=_text(record, "type") or "Ability",
        text=_text(record, "text", LONG_TEXT) or "",
    )


def _costs(names: list[str]) -> list[EnergyType]:
    # "Free" marks an attack that costs nothing.
    return [parse_energy_type(name) for name in names if name != "Free"]


def _modifiers(record: dict[str, Any], key: str) -> list[TypeModifier]:
    result: list[TypeModifier] = []
    for item in _object_list(record, key):
        try:
            modifier = parse_type_modifier(_text(item, "type") or "", _text(item, "value") or "")
        except ValueError as error:
            raise CardDataError(f"{_MODIFIER_NAMES[key]}: {error}") from None
        if modifier.amount > MAX_NUMBER:
            raise CardDataError(f"{_MODIFIER_NAMES[key]}: {modifier.amount} is too large")
        result.append(modifier)
    return result


def _legalities(record: dict[str, Any]) -> dict[str, str]:
    """Format -> status ("Legal", "Banned"); a missing key means not legal."""
    raw = record.get("legalities")
    if raw is None:
        return {}
    if not isinstance(raw, dict) or len(raw) > MAX_ITEMS:
        raise CardDataError("'legalities' must be an object of formats")
    legalities = {}
    for name, status in raw.items():
        if not isinstance(status, str) or len(status) > SHORT_TEXT or len(name) > SHORT_TEXT:
            raise CardDataError(f"'legalities' must name each format's status as text ({name!r})")
        legalities[name.lower()] = status
    return legalities


def _text(record: dict[str, Any], key: str, longest: int = SHORT_TEXT) -> str | None:
    """An optional text field: missing or null is ``None``; anything but text is refused."""
    value = record.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise CardDataError(f"{key!r} must be text, not {_kind(value)}")
    if len(value) > longest:
        raise CardDataError(f"{key!r} is longer than {longest} characters")
    return value


def _required_text(record: dict[str, Any], key: str, what: str = "card") -> str:
    value = record.get(key)
    if not isinstance(value, str) or not value.strip():
        raise CardDataError(f"{what} has no {key!r}")
    if len(value) > SHORT_TEXT:
        raise CardDataError(f"{what} {key!r} is longer than {SHORT_TEXT} characters")
    return value


def _whole_number(record: dict[str, Any], key: str, *, required: bool) -> int | None:
    value = record.get(key)
    if value is None and not required:
        return None
    # A flag (true/false) is not a number, though Python counts it as one.
    if type(value) is not int or not 0 <= value <= MAX_NUMBER:
        raise CardDataError(f"{key!r} must be a whole number from 0 to {MAX_NUMBER}")
    return value


def _text_list(record: dict[str, Any], key: str, longest: int = SHORT_TEXT) -> list[str]:
    value = record.get(key) or []
    if (
        not isinstance(value, list)
        or len(value) > MAX_ITEMS
        or not all(isinstance(v, str) and len(v) <= longest for v in value)
    ):
        raise CardDataError(f"{key!r} must be a list of strings")
    return value


def _object_list(record: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = record.get(key) or []
    if (
        not isinstance(value, list)
        or len(value) > MAX_ITEMS
        or not all(isinstance(v, dict) for v in value)
    ):
        raise CardDataError(f"{key!r} must be a list of objects")
    return value


def _kind(value: Any) -> str:
    """A JSON value's kind as the data's reader knows it (``list``, ``dict``)."""
    return type(value).__name__


def _shown(value: Any) -> str:
    """A bad value in a message: text as written (shortened), anything else by its kind."""
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else f"{value[:40]}…")
    return f"of kind {_kind(value)}" if value is not None else "None"
