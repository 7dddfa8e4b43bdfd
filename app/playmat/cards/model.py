"""The typed card model: everything the rules and the views need to know about a printed card.

A card is immutable plain data. It is built by the importer (from pokemon-tcg-data JSON) or by the
starter-set loader (from Playmat's own files) and round-trips through :meth:`Card.to_dict` /
:meth:`Card.from_dict`, which is also how the database stores it. The facts the rules play by
(Prize cards given up, once-per-game markers, a basic Energy's type) are fields set when the card
is read (:mod:`playmat.cards.facts`), never worked out from wording during a game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any

from playmat.i18n.message import CardName, Term


class Supertype(StrEnum):
    POKEMON = "Pokémon"
    TRAINER = "Trainer"
    ENERGY = "Energy"


class EnergyType(StrEnum):
    """The types of Pokémon and Energy (KO A-01: the eleven types)."""

    GRASS = "Grass"
    FIRE = "Fire"
    WATER = "Water"
    LIGHTNING = "Lightning"
    PSYCHIC = "Psychic"
    FIGHTING = "Fighting"
    DARKNESS = "Darkness"
    METAL = "Metal"
    FAIRY = "Fairy"
    DRAGON = "Dragon"
    COLORLESS = "Colorless"

    @property
    def symbol(self) -> str:
        """The one-letter symbol players write in decklists, as in ``{G}``."""
        return _ENERGY_SYMBOLS[self]

    @property
    def term(self) -> Term:
        """The type as a word of the catalogue (``type.grass``)."""
        return _TYPE_TERMS[self]

    @classmethod
    def from_symbol(cls, letter: str) -> EnergyType:
        for energy, symbol in _ENERGY_SYMBOLS.items():
            if symbol == letter.upper():
                return energy
        raise ValueError(f"unknown Energy symbol {letter!r}")


_TYPE_TERMS = {energy: Term(f"type.{energy.value.lower()}") for energy in EnergyType}

_ENERGY_SYMBOLS = {
    EnergyType.GRASS: "G",
    EnergyType.FIRE: "R",
    EnergyType.WATER: "W",
    EnergyType.LIGHTNING: "L",
    EnergyType.PSYCHIC: "P",
    EnergyType.FIGHTING: "F",
    EnergyType.DARKNESS: "D",
    EnergyType.METAL: "M",
    EnergyType.FAIRY: "Y",
    EnergyType.DRAGON: "N",
    EnergyType.COLORLESS: "C",
}


class DamageSign(StrEnum):
    """The sign printed after an attack's damage number (EN II-B-01..B-03)."""

    NONE = ""
    PLUS = "+"
    TIMES = "×"
    MINUS = "-"
    #: Printed ``?``: the damage depends on the attack's text.
    VARIES = "?"


#: Stages in the order a card's subtypes are checked; the first one present is its stage.
POKEMON_STAGES = (
    "Stage 2",
    "Stage 1",
    "BREAK",
    "VMAX",
    "VSTAR",
    "V-UNION",
    "Level-Up",
    # Each half of a Pokémon LEGEND is played only with the other (its rule text): not a Basic.
    "LEGEND",
    # A Mega Evolution Pokémon ex printed as a Basic is a Basic Pokémon; the older Mega
    # Evolution Pokémon-EX are their own stage.
    "Basic",
    "MEGA",
    "Restored",
)

#: The subtypes of Pokémon that have a Rule Box (their rules are printed in one: Prize cards
#: given up, deck limits, how they are played).
RULE_BOX_SUBTYPES = frozenset(
    {
        "EX",
        "GX",
        "ex",
        "V",
        "VMAX",
        "VSTAR",
        "V-UNION",
        "TAG TEAM",
        "MEGA",
        "BREAK",
        "Radiant",
        "Prism Star",
        "LEGEND",
        "Level-Up",
        "Star",
    }
)

#: The kinds of Pokémon powers in the card data, as words of the catalogue.
_POWER_TERMS = {
    "Ability": "power.ability",
    "Poké-Power": "power.poke_power",
    "Poké-Body": "power.poke_body",
    "Pokémon Power": "power.pokemon_power",
}


@dataclass(frozen=True, slots=True)
class TypeModifier:
    """A Weakness or Resistance: the type it applies to and the printed value (``×2``, ``-30``)."""

    type: EnergyType
    sign: DamageSign
    amount: int

    @property
    def printed(self) -> str:
        return f"{self.sign.value}{self.amount}"

    def apply(self, damage: int) -> int:
        """Apply this Weakness or Resistance to ``damage`` (EN I-A-01 steps 3 and 4)."""
        if self.sign is DamageSign.TIMES:
            return damage * self.amount
        if self.sign is DamageSign.PLUS:
            return damage + self.amount
        return max(0, damage - self.amount)


@dataclass(frozen=True, slots=True)
class Attack:
    name: str
    cost: tuple[EnergyType, ...]
    damage: int | None
    damage_sign: DamageSign = DamageSign.NONE
    text: str = ""
    #: A GX attack: once per game for each player (R-13).
    gx: bool = False
    #: A VSTAR Power: one per game for each player, attack or Ability (R-13).
    vstar_power: bool = False

    @property
    def printed_damage(self) -> str:
        """The damage as printed on the card (``"30+"``, ``"?"``), or ``""`` when there is none."""
        if self.damage is None:
            return self.damage_sign.value
        return f"{self.damage}{self.damage_sign.value}"


@dataclass(frozen=True, slots=True)
class Ability:
    """An Ability, or an older kind of Pokémon power (Poké-Power, Poké-Body, Pokémon Power)."""

    name: str
    kind: str
    text: str = ""
    #: A VSTAR Power: one per game for each player, attack or Ability (R-13).
    vstar_power: bool = False

    @property
    def power(self) -> Term:
        """Its kind as a word of the catalogue (``power.poke_body``); an unknown kind reads as
        an Ability."""
        return Term(_POWER_TERMS.get(self.kind, "power.ability"))


class Kind:
    """What kind of card it is, from its supertype and subtypes: the same for a card and for
    a listing of it (:class:`CardListing`)."""

    supertype: Supertype
    subtypes: tuple[str, ...]

    @cached_property
    def is_pokemon(self) -> bool:
        return self.supertype is Supertype.POKEMON

    @cached_property
    def is_trainer(self) -> bool:
        return self.supertype is Supertype.TRAINER

    @cached_property
    def is_energy(self) -> bool:
        return self.supertype is Supertype.ENERGY

    @cached_property
    def is_basic_energy(self) -> bool:
        """Basic Energy is found by subtype, never by name (R-14)."""
        return self.is_energy and "Basic" in self.subtypes


@dataclass(frozen=True)
class Card(Kind):
    id: str
    name: str
    supertype: Supertype
    subtypes: tuple[str, ...] = ()
    hp: int | None = None
    types: tuple[EnergyType, ...] = ()
    evolves_from: str | None = None
    weaknesses: tuple[TypeModifier, ...] = ()
    resistances: tuple[TypeModifier, ...] = ()
    retreat_cost: tuple[EnergyType, ...] = ()
    attacks: tuple[Attack, ...] = ()
    abilities: tuple[Ability, ...] = ()
    rules: tuple[str, ...] = ()
    set_id: str = ""
    set_name: str = ""
    number: str = ""
    regulation_mark: str | None = None
    legalities: dict[str, str] = field(default_factory=dict)
    ptcgo_code: str | None = None
    rarity: str | None = None
    #: Prize cards the opponent takes when this Pokémon is Knocked Out (R-11, JA II-D-18).
    prize_count: int = 1
    #: The type a basic Energy card provides.
    energy_type: EnergyType | None = None
    #: What a Special Energy provides while attached, as its text says: one entry per unit of
    #: Energy, each the types that unit counts as (``()``: 1 Colorless, the default).
    provides: tuple[tuple[EnergyType, ...], ...] = ()

    # -- derived facts -----------------------------------------------------------------------
    # Kept once computed (the card is immutable): the rules ask them on every legality check.

    @cached_property
    def named(self) -> CardName:
        """The card as a message names it (its id and printed name)."""
        return CardName(self.id, self.name)

    @cached_property
    def stage(self) -> str | None:
        """A Pokémon's stage (``Basic``, ``Stage 1``, ...); ``None`` for Trainers and Energy."""
        if not self.is_pokemon:
            return None
        for stage in POKEMON_STAGES:
            if stage in self.subtypes:
                return stage
        return "Basic" if self.evolves_from is None else "Stage 1"

    @cached_property
    def is_basic_pokemon(self) -> bool:
        return self.stage == "Basic"

    @property
    def is_prism_star(self) -> bool:
        """A Prism Star (◇) card: its Rule Box sends it to the Lost Zone instead of the
        discard pile."""
        return "Prism Star" in self.subtypes

    @cached_property
    def has_rule_box(self) -> bool:
        """A Pokémon with a Rule Box (Pokémon ex, V, GX, EX, VMAX, VSTAR, Radiant, Prism Star,
        BREAK, LEGEND...), known by its subtypes: what "a Pokémon that doesn't have a Rule
        Box" leaves out."""
        return self.is_pokemon and not RULE_BOX_SUBTYPES.isdisjoint(self.subtypes)

    @property
    def rule_box(self) -> tuple[str, ...]:
        """The rule-box text of a Pokémon (``Pokémon-GX rule: ...``); empty for plain Pokémon."""
        return self.rules if self.is_pokemon else ()

    @property
    def searchable_text(self) -> str:
        """All the card's text in one string, for full-text search."""
        parts = [a.text for a in self.attacks] + [a.text for a in self.abilities]
        parts += [a.name for a in self.attacks] + [a.name for a in self.abilities]
        return "\n".join([*parts, *self.rules])

    # -- serialisation -----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Playmat's own JSON form of the card (used by the database and the starter set)."""
        data: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "supertype": self.supertype.value,
            "subtypes": list(self.subtypes),
            "hp": self.hp,
            "types": [t.value for t in self.types],
            "evolves_from": self.evolves_from,
            "weaknesses": [_modifier_to_dict(m) for m in self.weaknesses],
            "resistances": [_modifier_to_dict(m) for m in self.resistances],
            "retreat_cost": [t.value for t in self.retreat_cost],
            "attacks": [
                {
                    "name": a.name,
                    "cost": [t.value for t in a.cost],
                    "damage": a.damage,
                    "damage_sign": a.damage_sign.value,
                    "text": a.text,
                    "gx": a.gx,
                    "vstar_power": a.vstar_power,
                }
                for a in self.attacks
            ],
            "abilities": [
                {"name": a.name, "kind": a.kind, "text": a.text, "vstar_power": a.vstar_power}
                for a in self.abilities
            ],
            "rules": list(self.rules),
            "set_id": self.set_id,
            "set_name": self.set_name,
            "number": self.number,
            "regulation_mark": self.regulation_mark,
            "legalities": dict(self.legalities),
            "ptcgo_code": self.ptcgo_code,
            "rarity": self.rarity,
            "prize_count": self.prize_count,
            "energy_type": self.energy_type.value if self.energy_type else None,
            "provides": [[t.value for t in unit] for unit in self.provides],
        }
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Card:
        return cls(
            id=data["id"],
            name=data["name"],
            supertype=Supertype(data["supertype"]),
            subtypes=tuple(data.get("subtypes", ())),
            hp=data.get("hp"),
            types=tuple(EnergyType(t) for t in data.get("types", ())),
            evolves_from=data.get("evolves_from"),
            weaknesses=tuple(_modifier_from_dict(m) for m in data.get("weaknesses", ())),
            resistances=tuple(_modifier_from_dict(m) for m in data.get("resistances", ())),
            retreat_cost=tuple(EnergyType(t) for t in data.get("retreat_cost", ())),
            attacks=tuple(
                Attack(
                    name=a["name"],
                    cost=tuple(EnergyType(t) for t in a.get("cost", ())),
                    damage=a.get("damage"),
                    damage_sign=DamageSign(a.get("damage_sign", "")),
                    text=a.get("text", ""),
                    gx=bool(a.get("gx", False)),
                    vstar_power=bool(a.get("vstar_power", False)),
                )
                for a in data.get("attacks", ())
            ),
            abilities=tuple(
                Ability(
                    name=a["name"],
                    kind=a["kind"],
                    text=a.get("text", ""),
                    vstar_power=bool(a.get("vstar_power", False)),
                )
                for a in data.get("abilities", ())
            ),
            rules=tuple(data.get("rules", ())),
            set_id=data.get("set_id", ""),
            set_name=data.get("set_name", ""),
            number=data.get("number", ""),
            regulation_mark=data.get("regulation_mark"),
            legalities=dict(data.get("legalities", {})),
            ptcgo_code=data.get("ptcgo_code"),
            rarity=data.get("rarity"),
            prize_count=int(data.get("prize_count", 1)),
            energy_type=EnergyType(data["energy_type"]) if data.get("energy_type") else None,
            provides=tuple(tuple(EnergyType(t) for t in unit) for unit in data.get("provides", ())),
        )


def _modifier_to_dict(modifier: TypeModifier) -> dict[str, Any]:
    return {"type": modifier.type.value, "value": modifier.printed}


def _modifier_from_dict(data: dict[str, Any]) -> TypeModifier:
    return parse_type_modifier(data["type"], data["value"])


def parse_type_modifier(type_name: str, value: str) -> TypeModifier:
    """Build a Weakness or Resistance from its printed parts (``"Fire"``, ``"×2"``).

    Raises ``ValueError`` with a readable reason for an unknown type or value.
    """
    energy = parse_energy_type(type_name)
    text = value.strip().replace("x", "×")
    match = re.fullmatch(r"([×+\-])\s*(\d+)", text)
    if not match:
        raise ValueError(f"Weakness/Resistance value {value!r} is not like ×2, +20 or -30")
    return TypeModifier(energy, DamageSign(match.group(1)), int(match.group(2)))


def parse_energy_type(name: str) -> EnergyType:
    try:
        return EnergyType(name)
    except ValueError:
        known = ", ".join(t.value for t in EnergyType)
        raise ValueError(f"unknown energy type {name!r} (known: {known})") from None


@dataclass(frozen=True)
class CardListing(Kind):
    """What a list of cards shows of one, read from the database's columns without the
    card's whole data (a search lists hundreds; the card itself is read when it is shown)."""

    id: str
    name: str
    supertype: Supertype
    subtypes: tuple[str, ...]
    types: tuple[EnergyType, ...]
    stage: str | None
    hp: int | None
    number: str
    set_name: str
