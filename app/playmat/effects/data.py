"""Card scripts as data: the effect library's parts, conditions and card filters written as JSON
and read back, so a script compiled from card text can be stored (the database keeps one per
card text) and rebuilt into the very same parts.

A part is ``{"part": "MoreDamage", "amount": 30, "when": {"$": "Heads"}}``: its class name and
the fields that differ from their defaults; a condition or card filter inside it is
``{"$": "ClassName", ...fields}``. Reading checks every name and every value against the
classes' own fields, and each part checks its values are in range, so stored data that doesn't
fit (an old compiler's, a hand-edited file) raises :class:`ScriptDataError` and is never half
built.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any

from playmat.cards.model import Card
from playmat.effects import (
    ability_parts,
    always_on,
    attached_cards,
    attaching,
    attack_conditions,
    coins,
    copying,
    damage_counters,
    damage_parts,
    damage_to_others,
    deck_peek,
    deck_top,
    devolving,
    discard_pile,
    drawing,
    energy_conditions,
    energy_costs,
    energy_moves,
    energy_provision,
    evolving,
    hand_to_deck,
    hands,
    healing,
    hp_conditions,
    knock_out_prizes,
    opponents_hand,
    player_effects,
    pokemon_parts,
    predicates,
    prizes,
    restrictions,
    returning,
    searching,
    stadiums,
    switching,
    tallies,
    trainer_play,
    triggered,
)
from playmat.effects.always_on import InPlayEffect, WhileInPlay
from playmat.effects.base import (
    AbilityScript,
    AttackScript,
    Condition,
    Part,
    TrainerScript,
    TriggerScript,
)
from playmat.effects.predicates import CardFilter
from playmat.rules.scripting import AbilityKind, CardScript, Trigger

JSON = Any

#: The modules whose parts, conditions and filters scripts may name.
_MODULES = (
    ability_parts,
    attack_conditions,
    always_on,
    damage_parts,
    pokemon_parts,
    player_effects,
    predicates,
    restrictions,
    tallies,
    coins,
    copying,
    damage_to_others,
    damage_counters,
    energy_conditions,
    hp_conditions,
    switching,
    attached_cards,
    energy_moves,
    attaching,
    healing,
    devolving,
    energy_costs,
    energy_provision,
    evolving,
    drawing,
    searching,
    deck_top,
    hands,
    opponents_hand,
    knock_out_prizes,
    discard_pile,
    prizes,
    stadiums,
    trainer_play,
    returning,
    hand_to_deck,
    deck_peek,
    triggered,
)


class ScriptDataError(ValueError):
    """Script data that does not describe parts of the effect library."""


def _classes(base: type) -> dict[str, type]:
    found: dict[str, type] = {}
    for module in _MODULES:
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, base) and value is not base:
                found[value.__name__] = value
    return found


@cache
def _registry() -> dict[type, dict[str, type]]:
    return {
        Part: _classes(Part),
        Condition: _classes(Condition),
        CardFilter: _classes(CardFilter),
        InPlayEffect: _classes(InPlayEffect),
    }


# -- writing -----------------------------------------------------------------------------------


def part_to_data(part: Part) -> dict[str, JSON]:
    return {"part": type(part).__name__, **_fields_to_data(part)}


def always_on_to_data(effect: InPlayEffect) -> dict[str, JSON]:
    """An always-on effect: its fields that differ from their defaults, and its class unless
    it is the usual :class:`WhileInPlay`."""
    named = {} if type(effect) is WhileInPlay else {"effect": type(effect).__name__}
    return {**named, **_fields_to_data(effect)}


def _fields_to_data(value: object) -> dict[str, JSON]:
    if not dataclasses.is_dataclass(value):
        return {}
    data = {}
    for field in dataclasses.fields(value):
        current = getattr(value, field.name)
        if current != _default(field):
            data[field.name] = _value_to_data(current)
    return data


def _default(field: dataclasses.Field[Any]) -> object:
    if field.default is not dataclasses.MISSING:
        return field.default
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return dataclasses.MISSING


def _value_to_data(value: object) -> JSON:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Condition | CardFilter):
        return {"$": type(value).__name__, **_fields_to_data(value)}
    if isinstance(value, dict):
        return {str(key): _value_to_data(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [_value_to_data(item) for item in value]
    return value


# -- reading -----------------------------------------------------------------------------------


def part_from_data(data: JSON) -> Part:
    if not isinstance(data, dict) or not isinstance(data.get("part"), str):
        raise ScriptDataError(f"a part must be a record naming its part: {data!r}")
    fields = {key: value for key, value in data.items() if key != "part"}
    return typing.cast(Part, _build(Part, data["part"], fields))


def always_on_from_data(data: JSON) -> InPlayEffect:
    if not isinstance(data, dict):
        raise ScriptDataError(f"an always-on effect must be a record: {data!r}")
    fields = {key: value for key, value in data.items() if key != "effect"}
    name = data.get("effect", WhileInPlay.__name__)
    if not isinstance(name, str):
        raise ScriptDataError(f"an always-on effect names its class: {data!r}")
    return typing.cast(InPlayEffect, _build(InPlayEffect, name, fields))


def _build(base: type, name: str, fields: dict[str, JSON]) -> object:
    cls = _registry()[base].get(name)
    if cls is None:
        raise ScriptDataError(f"{name!r} is not a {base.__name__} of the effect library")
    return _construct(cls, fields)


def _construct(cls: type, fields: dict[str, JSON]) -> object:
    """An object of ``cls`` (a part, condition, filter or always-on effect) from its fields,
    each read and checked against the field's type."""
    name = cls.__name__
    if not dataclasses.is_dataclass(cls):
        if fields:
            raise ScriptDataError(f"{name} takes no values, not {sorted(fields)}")
        return cls()
    hints = typing.get_type_hints(cls)
    known = {field.name for field in dataclasses.fields(cls) if field.init}
    unknown = set(fields) - known
    if unknown:
        raise ScriptDataError(f"{name} has no field {sorted(unknown)[0]!r}")
    values = {key: _read(hints[key], value, f"{name}.{key}") for key, value in fields.items()}
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:
        raise ScriptDataError(f"{name}: {error}") from None


def _read(kind: Any, data: JSON, where: str) -> object:
    origin = typing.get_origin(kind)
    if origin is typing.Union or origin is types.UnionType:
        options = [k for k in typing.get_args(kind) if k is not type(None)]
        if data is None and len(options) < len(typing.get_args(kind)):
            return None
        return _read(options[0], data, where)
    if origin is dict:
        key_kind, value_kind = typing.get_args(kind)
        if not isinstance(data, dict):
            raise ScriptDataError(f"{where} must be a record")
        try:
            return {key_kind(key): _read(value_kind, value, where) for key, value in data.items()}
        except ValueError:
            raise ScriptDataError(f"{where} has a key that is not a {key_kind.__name__}") from None
    if origin is tuple:
        if not isinstance(data, list):
            raise ScriptDataError(f"{where} must be a list")
        return tuple(_read(typing.get_args(kind)[0], item, where) for item in data)
    if isinstance(kind, type) and issubclass(kind, Enum):
        try:
            return kind(data)
        except ValueError:
            raise ScriptDataError(f"{where}: {data!r} is not a {kind.__name__}") from None
    for base in (Condition, CardFilter):
        if isinstance(kind, type) and issubclass(kind, base):
            if not isinstance(data, dict) or not isinstance(data.get("$"), str):
                raise ScriptDataError(f"{where} must name its {base.__name__}")
            fields = {key: value for key, value in data.items() if key != "$"}
            return _build(base, data["$"], fields)
    if kind in (int, str, bool) and type(data) is not kind:
        raise ScriptDataError(f"{where} must be a {kind.__name__}, not {data!r}")
    return data


# -- whole scripts -----------------------------------------------------------------------------


def script_from_data(data: JSON, card: Card) -> CardScript:
    """The script of ``card`` from its data::

        {"attacks": {"0": [part, ...]}, "trainer": [part, ...],
         "abilities": {"0": {"kind": "activated", "parts": [part, ...]},
                       "1": {"kind": "passive", "always_on": [effect, ...]}},
         "in_play": [effect, ...]}

    ``in_play``: what a Pokémon Tool, a Special Energy or a Stadium does while in play."""
    if not isinstance(data, dict):
        raise ScriptDataError("a script must be a record")
    unknown = set(data) - {"attacks", "abilities", "trainer", "in_play", "triggers", "stadium"}
    if unknown:
        raise ScriptDataError(f"a script has no {sorted(unknown)[0]!r}")
    attacks = {
        _index(key, card.attacks, "attack"): AttackScript(_parts(parts, empty=True))
        for key, parts in _record(data.get("attacks", {}), "attacks").items()
    }
    abilities = {
        _index(key, card.abilities, "Ability"): _ability(value)
        for key, value in _record(data.get("abilities", {}), "abilities").items()
    }
    trainer = TrainerScript(_parts(data["trainer"])) if "trainer" in data else None
    in_play = _always_on(data["in_play"]) if "in_play" in data else ()
    triggers = tuple(_triggered(item) for item in _list(data.get("triggers", []), "triggers"))
    stadium = TrainerScript(_parts(data["stadium"])) if "stadium" in data else None
    return CardScript(
        attacks=attacks,
        abilities=abilities,
        trainer=trainer,
        in_play=in_play,
        triggers=triggers,
        stadium=stadium,
    )


def _record(data: JSON, what: str) -> dict[str, JSON]:
    if not isinstance(data, dict):
        raise ScriptDataError(f"{what} must be a record")
    return data


def _list(data: JSON, what: str) -> list[JSON]:
    if not isinstance(data, list):
        raise ScriptDataError(f"{what} must be a list")
    return data


def _trigger(data: JSON) -> Trigger:
    try:
        return Trigger(str(data))
    except ValueError:
        raise ScriptDataError(f"{data!r} is not a trigger") from None


def _triggered(data: JSON) -> TriggerScript:
    """A Pokémon Tool's, Special Energy's or Stadium's triggered text:
    ``{"trigger": "attached", "optional": true, "parts": [...]}``."""
    if not isinstance(data, dict):
        raise ScriptDataError("a triggered text must be a record")
    unknown = set(data) - {"trigger", "optional", "parts"}
    if unknown:
        raise ScriptDataError(f"a triggered text has no {sorted(unknown)[0]!r}")
    return TriggerScript(
        _trigger(data.get("trigger")), _parts(data.get("parts")), bool(data.get("optional"))
    )


def _index(key: str, items: tuple[object, ...], what: str) -> int:
    if not key.isdigit() or int(key) >= len(items):
        raise ScriptDataError(f"the card has no {what} {key}")
    return int(key)


def _parts(data: JSON, *, empty: bool = False) -> tuple[Part, ...]:
    """Parts read from data; ``empty``: an attack's text may have none (only reminders of rules
    the engine applies itself)."""
    if not isinstance(data, list) or not (data or empty):
        raise ScriptDataError("a text's parts must be a list of parts")
    return tuple(part_from_data(item) for item in data)


def _always_on(data: JSON) -> tuple[InPlayEffect, ...]:
    if not isinstance(data, list) or not data:
        raise ScriptDataError("always-on effects must be a list of effects")
    return tuple(always_on_from_data(item) for item in data)


def _ability(data: JSON) -> AbilityScript:
    if not isinstance(data, dict):
        raise ScriptDataError("an Ability must be a record")
    try:
        kind = AbilityKind(str(data.get("kind")))
    except ValueError:
        raise ScriptDataError(f"{data.get('kind')!r} is not a kind of Ability") from None
    if kind is AbilityKind.PASSIVE:
        return AbilityScript(
            kind,
            always_on=_always_on(data.get("always_on")),
            one_per_name=bool(data.get("one_per_name", False)),
        )
    trigger = _trigger(data.get("trigger")) if kind is AbilityKind.TRIGGERED else None
    return AbilityScript(
        kind,
        _parts(data.get("parts")),
        once_per_turn=bool(data.get("once_per_turn", True)),
        one_per_name=bool(data.get("one_per_name", False)),
        trigger=trigger,
        optional=bool(data.get("optional", False)),
    )
