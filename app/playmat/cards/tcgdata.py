"""Reading one card record of the pokemon-tcg-data JSON format into the card model.

Every problem raises :class:`CardDataError` with a reason a person can act on; the importer adds
the file and position.
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
_DAMAGE = re.compile(r"(\d+)\s*([+×x\-]?)")


def parse_set(record: Any) -> dict[str, Any]:
    """Check a set record and keep what Playmat uses of it."""
    if not isinstance(record, dict):
        raise CardDataError(f"a set must be a JSON object, not {type(record).__name__}")
    for key in ("id", "name"):
        if not isinstance(record.get(key), str) or not record[key]:
            raise CardDataError(f"set has no {key!r}")
    return {
        "id": record["id"],
        "name": record["name"],
        "series": str(record.get("series", "")),
        "ptcgo_code": record.get("ptcgoCode"),
        "release_date": str(record.get("releaseDate", "")),
        "printed_total": _optional_int(record.get("printedTotal")),
        "legalities": _legalities(record.get("legalities")),
    }


def parse_card(record: Any, card_set: dict[str, Any]) -> Card:
    """Turn one pokemon-tcg-data card object into a :class:`Card`."""
    if not isinstance(record, dict):
        raise CardDataError(f"a card must be a JSON object, not {type(record).__name__}")
    card_id = _required_text(record, "id")
    name = _required_text(record, "name")
    # Any JSON value: Supertype() rejects a missing or unknown one with ValueError.
    supertype_value: Any = record.get("supertype")
    try:
        supertype = Supertype(supertype_value)
    except ValueError:
        raise CardDataError(f"unknown supertype {record.get('supertype')!r}") from None
    try:
        card = Card(
            id=card_id,
            name=name,
            supertype=supertype,
            subtypes=tuple(_text_list(record, "subtypes")),
            hp=_hp(record, supertype),
            types=tuple(parse_energy_type(t) for t in _text_list(record, "types")),
            evolves_from=record.get("evolvesFrom") or None,
            weaknesses=tuple(_modifiers(record, "weaknesses")),
            resistances=tuple(_modifiers(record, "resistances")),
            retreat_cost=tuple(_costs(_text_list(record, "retreatCost"))),
            attacks=tuple(_attack(a) for a in _object_list(record, "attacks")),
            abilities=tuple(_ability(a) for a in _object_list(record, "abilities")),
            rules=tuple(_text_list(record, "rules")),
            set_id=card_set["id"],
            set_name=card_set["name"],
            number=str(record.get("number", "")),
            regulation_mark=record.get("regulationMark") or None,
            legalities=_legalities(record.get("legalities")),
            ptcgo_code=card_set.get("ptcgo_code"),
            rarity=record.get("rarity"),
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
    text = str(raw).strip()
    # isdigit() alone accepts "²", which int() then rejects with an unhelpful message.
    if not (text.isascii() and text.isdigit()):
        raise CardDataError(f"HP {raw!r} is not a number")
    return int(text)


def _attack(record: dict[str, Any]) -> Attack:
    name = _required_text(record, "name", what="attack")
    damage, sign = parse_damage(str(record.get("damage", "")))
    return Attack(
        name=name,
        cost=tuple(_costs(_text_list(record, "cost"))),
        damage=damage,
        damage_sign=sign,
        text=str(record.get("text", "") or ""),
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
        kind=str(record.get("type", "Ability")),
        text=str(record.get("text", "") or ""),
    )


def _costs(names: list[str]) -> list[EnergyType]:
    # "Free" marks an attack that costs nothing.
    return [parse_energy_type(name) for name in names if name != "Free"]


def _modifiers(record: dict[str, Any], key: str) -> list[TypeModifier]:
    result: list[TypeModifier] = []
    for item in _object_list(record, key):
        try:
            result.append(parse_type_modifier(str(item.get("type")), str(item.get("value", ""))))
        except ValueError as error:
            raise CardDataError(f"{_MODIFIER_NAMES[key]}: {error}") from None
    return result


def _legalities(raw: Any) -> dict[str, str]:
    if not isinstance(raw, dict):
        return {}
    return {str(k).lower(): str(v) for k, v in raw.items()}


def _required_text(record: dict[str, Any], key: str, what: str = "card") -> str:
    value = record.get(key)
    if not isinstance(value, str) or not value.strip():
        raise CardDataError(f"{what} has no {key!r}")
    return value


def _text_list(record: dict[str, Any], key: str) -> list[str]:
    value = record.get(key) or []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardDataError(f"{key!r} must be a list of strings")
    return value


def _object_list(record: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = record.get(key) or []
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise CardDataError(f"{key!r} must be a list of objects")
    return value


def _optional_int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None
