"""Reading single pokemon-tcg-data records: what a good record becomes, and the reason given for
every kind of bad one (the importer adds the file and position)."""

from __future__ import annotations

from typing import Any

import pytest

from playmat.cards.model import DamageSign, EnergyType, Supertype, TypeModifier
from playmat.cards.tcgdata import CardDataError, parse_card, parse_damage, parse_set
from pool_fixtures import attack, basic_energy, card_set, pokemon, sample_pool, trainer

SET = parse_set(card_set("pm1", "Playmat Test Base"))


def test_a_full_pokemon_record() -> None:
    record = sample_pool().card("pm1-2")
    record["retreatCost"] = ["Colorless", "Colorless"]
    record["resistances"] = [{"type": "Grass", "value": "-30"}]
    record["legalities"] = {"Unlimited": "Legal", "Expanded": "Legal"}
    card = parse_card(record, SET)
    assert card.supertype is Supertype.POKEMON
    assert card.hp == 100
    assert card.types == (EnergyType.FIRE,)
    assert card.stage == "Stage 1"
    assert card.evolves_from == "Charmander"
    assert card.retreat_cost == (EnergyType.COLORLESS, EnergyType.COLORLESS)
    assert card.resistances == (TypeModifier(EnergyType.GRASS, DamageSign.MINUS, 30),)
    (flare_claw,) = card.attacks
    assert (flare_claw.name, flare_claw.damage, flare_claw.damage_sign) == (
        "Flare Claw",
        50,
        DamageSign.PLUS,
    )
    assert flare_claw.cost == (EnergyType.FIRE, EnergyType.COLORLESS)
    assert "30 more damage" in flare_claw.text
    # Format names are lower-cased so filters need not care how the data spells them.
    assert card.legalities == {"unlimited": "Legal", "expanded": "Legal"}
    assert (card.set_id, card.set_name, card.number, card.ptcgo_code) == (
        "pm1",
        "Playmat Test Base",
        "2",
        "PM1",
    )


def test_trainer_text_and_energy_have_no_hp() -> None:
    research = parse_card(trainer("pm1-5", "Research", "Supporter", "Draw 7 cards."), SET)
    energy = parse_card(basic_energy("pm1-6", "Fire Energy"), SET)
    assert research.hp is None
    assert research.rules == ("Draw 7 cards.",)
    assert energy.hp is None
    assert energy.is_basic_energy


def test_free_attack_cost_is_an_empty_cost() -> None:
    record = pokemon("pm1-9", "Magikarp", attacks=[attack("Splash", ["Free"], "10")])
    assert parse_card(record, SET).attacks[0].cost == ()


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("30", (30, DamageSign.NONE)),
        ("40×", (40, DamageSign.TIMES)),
        ("40x", (40, DamageSign.TIMES)),
        ("70+", (70, DamageSign.PLUS)),
        ("30-", (30, DamageSign.MINUS)),
        ("", (None, DamageSign.NONE)),
        ("?", (None, DamageSign.VARIES)),
    ],
)
def test_printed_damage(printed: str, expected: tuple[int | None, DamageSign]) -> None:
    assert parse_damage(printed) == expected


def test_unreadable_damage_is_reported() -> None:
    record = pokemon("pm1-9", "Odd", attacks=[attack("Hit", ["Colorless"], "ten")])
    with pytest.raises(CardDataError, match="attack damage 'ten' is not like 30"):
        parse_card(record, SET)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"hp": None}, "Pokémon card has no HP"),
        ({"hp": ""}, "Pokémon card has no HP"),
        ({"hp": "sixty"}, "HP 'sixty' is not a number"),
        ({"hp": "60.5"}, "HP '60.5' is not a number"),
        ({"hp": "-10"}, "HP '-10' is not a number"),
        ({"hp": "²"}, "HP '²' is not a number"),
        ({"types": ["Plasma"]}, "unknown energy type 'Plasma'"),
        ({"retreatCost": ["Colourless"]}, "unknown energy type 'Colourless'"),
        ({"attacks": [attack("Hit", ["Sound"], "10")]}, "unknown energy type 'Sound'"),
        ({"weaknesses": [{"type": "Ice", "value": "×2"}]}, "Weakness: unknown energy type 'Ice'"),
        ({"resistances": [{"type": "Fire", "value": "half"}]}, "Resistance: .*'half'"),
        ({"supertype": "Pokemon"}, "unknown supertype 'Pokemon'"),
        ({"name": ""}, "card has no 'name'"),
        ({"id": None}, "card has no 'id'"),
        ({"subtypes": "Basic"}, "'subtypes' must be a list of strings"),
        ({"attacks": ["Hit"]}, "'attacks' must be a list of objects"),
        ({"attacks": [{"cost": ["Fire"]}]}, "attack has no 'name'"),
    ],
)
def test_bad_fields_are_named(change: dict[str, Any], reason: str) -> None:
    record = pokemon("pm1-9", "Test", hp="60", types=("Fire",))
    record.update(change)
    with pytest.raises(CardDataError, match=reason):
        parse_card(record, SET)


def test_a_record_that_is_not_an_object() -> None:
    with pytest.raises(CardDataError, match="a card must be a JSON object, not list"):
        parse_card(["pm1-1"], SET)


def test_set_record() -> None:
    record = card_set("pm2", "Playmat Test Spark", legalities={"Standard": "Legal"})
    assert parse_set(record) == {
        "id": "pm2",
        "name": "Playmat Test Spark",
        "series": "Playmat Tests",
        "ptcgo_code": "PM2",
        "release_date": "2020/01/01",
        "printed_total": 10,
        "legalities": {"standard": "Legal"},
    }


@pytest.mark.parametrize(
    ("record", "reason"),
    [
        ({"name": "No Id"}, "set has no 'id'"),
        ({"id": "pm9", "name": ""}, "set has no 'name'"),
        ("pm9", "a set must be a JSON object, not str"),
    ],
)
def test_bad_set_records(record: Any, reason: str) -> None:
    with pytest.raises(CardDataError, match=reason):
        parse_set(record)
