"""The card model: the derived facts the rules and the views rely on, and the round trip through
Playmat's JSON form that the database stores."""

from __future__ import annotations

import pytest

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


def _pokemon(**fields: object) -> Card:
    base: dict[str, object] = {
        "id": "pm1-1",
        "name": "Test Pokémon",
        "supertype": Supertype.POKEMON,
        "subtypes": ("Basic",),
        "hp": 60,
    }
    base.update(fields)
    return Card(**base)  # type: ignore[arg-type]


class TestStage:
    @pytest.mark.parametrize(
        ("subtypes", "evolves_from", "stage"),
        [
            (("Basic",), None, "Basic"),
            (("Stage 1",), "Charmander", "Stage 1"),
            (("Stage 2", "ex"), "Charmeleon", "Stage 2"),
            (("VMAX",), "Pikachu V", "VMAX"),
            (("Basic", "V"), None, "Basic"),
            (("BREAK",), "Greninja", "BREAK"),
            # Old data without a stage subtype: evolving makes it a Stage 1, else a Basic.
            ((), "Pichu", "Stage 1"),
            ((), None, "Basic"),
        ],
    )
    def test_stage_comes_from_subtypes_first(
        self, subtypes: tuple[str, ...], evolves_from: str | None, stage: str
    ) -> None:
        card = _pokemon(subtypes=subtypes, evolves_from=evolves_from)
        assert card.stage == stage
        assert card.is_basic_pokemon == (stage == "Basic")

    def test_trainers_and_energy_have_no_stage(self) -> None:
        trainer = Card("pm1-5", "Switch", Supertype.TRAINER, ("Item",))
        energy = Card("pm1-6", "Fire Energy", Supertype.ENERGY, ("Basic",))
        assert trainer.stage is None
        assert energy.stage is None
        assert not trainer.is_basic_pokemon


class TestPrizeCount:
    @pytest.mark.parametrize(
        ("rule", "prizes"),
        [
            (
                "VMAX rule: When your Pokémon VMAX is Knocked Out, your opponent takes 3 Prize "
                "cards.",
                3,
            ),
            ("When Pokémon-ex has been Knocked Out, your opponent takes 2 Prize cards.", 2),
            ("If this Pokémon is Knocked Out, your opponent takes two Prize cards.", 2),
        ],
    )
    def test_read_from_the_rule_box_text(self, rule: str, prizes: int) -> None:
        card = with_play_facts(_pokemon(subtypes=("Basic",), rules=(rule,)))
        assert card.prize_count == prizes

    @pytest.mark.parametrize(
        ("subtypes", "prizes"),
        [
            (("VMAX",), 3),
            (("Basic", "TAG TEAM", "GX"), 3),
            (("Basic", "GX"), 2),
            (("Basic", "V"), 2),
            (("Basic", "EX"), 2),
            (("Basic", "LEGEND"), 2),
            (("Basic",), 1),
            (("Stage 2",), 1),
            (("Basic", "Radiant"), 1),
        ],
    )
    def test_from_the_subtype_when_the_text_names_no_number(
        self, subtypes: tuple[str, ...], prizes: int
    ) -> None:
        # A rule box whose text lacks the Prize sentence, as some records in the data do.
        card = _pokemon(subtypes=subtypes, rules=("Put this card onto your Bench with its pair.",))
        assert with_play_facts(card).prize_count == prizes

    def test_trainers_give_no_prizes(self) -> None:
        switch = Card("pm1-5", "Switch", Supertype.TRAINER, ("Item",))
        assert with_play_facts(switch).prize_count == 0

    def test_a_card_built_by_hand_has_the_default_until_its_facts_are_read(self) -> None:
        # The rules read the stored field; the importer sets it (with_play_facts).
        vmax = _pokemon(subtypes=("VMAX",))
        assert vmax.prize_count == 1
        assert with_play_facts(vmax).prize_count == 3


class TestOncePerGameMarkers:
    """R-13: GX attacks and VSTAR Powers are once per game; the data says so only in the
    reminder text, which ``with_play_facts`` reads into the markers the rules play by."""

    GX_REMINDER = "(You can't use more than 1 GX attack in a game.)"
    VSTAR_REMINDER = "(You can't use more than 1 VSTAR Power in a game.)"

    def test_a_GX_attack_is_marked_from_its_reminder_text(self) -> None:
        card = _pokemon(
            subtypes=("Basic", "GX"),
            attacks=(
                Attack("Tackle", (EnergyType.COLORLESS,), 20),
                Attack("Hurricane GX", (EnergyType.COLORLESS,), 100, text=self.GX_REMINDER),
            ),
        )
        assert [a.gx for a in card.attacks] == [False, False]
        marked = with_play_facts(card)
        assert [a.gx for a in marked.attacks] == [False, True]
        assert [a.vstar_power for a in marked.attacks] == [False, False]

    def test_a_VSTAR_Power_attack_or_Ability_is_marked_from_its_reminder_text(self) -> None:
        card = _pokemon(
            subtypes=("VSTAR",),
            attacks=(
                Attack("Slash", (EnergyType.COLORLESS,), 60),
                Attack("Star Blast", (EnergyType.COLORLESS,), 200, text=self.VSTAR_REMINDER),
            ),
            abilities=(
                Ability("Wind Up", "Ability", "Draw a card."),
                Ability("Star Gate", "Ability", "Search your deck. " + self.VSTAR_REMINDER),
            ),
        )
        assert not any(a.vstar_power for a in card.attacks)
        assert not any(a.vstar_power for a in card.abilities)
        marked = with_play_facts(card)
        assert [a.vstar_power for a in marked.attacks] == [False, True]
        assert [a.vstar_power for a in marked.abilities] == [False, True]
        assert not any(a.gx for a in marked.attacks)


def test_basic_energy_is_found_by_subtype_not_by_name() -> None:
    basic = Card("pm1-6", "Fire Energy", Supertype.ENERGY, ("Basic",))
    special = Card("pm1-9", "Fire Energy Plus", Supertype.ENERGY, ("Special",))
    assert basic.is_basic_energy
    assert not special.is_basic_energy
    assert not _pokemon(subtypes=("Basic",)).is_basic_energy


def test_energy_symbols_both_ways() -> None:
    assert EnergyType.FIRE.symbol == "R"
    assert EnergyType.from_symbol("y") is EnergyType.FAIRY
    with pytest.raises(ValueError, match="'Z'"):
        EnergyType.from_symbol("Z")


class TestTypeModifier:
    @pytest.mark.parametrize(
        ("printed", "sign", "amount", "damage", "result"),
        [
            ("×2", DamageSign.TIMES, 2, 30, 60),
            ("x2", DamageSign.TIMES, 2, 30, 60),
            ("+20", DamageSign.PLUS, 20, 30, 50),
            ("-30", DamageSign.MINUS, 30, 60, 30),
            ("-30", DamageSign.MINUS, 30, 20, 0),
        ],
    )
    def test_parse_and_apply(
        self, printed: str, sign: DamageSign, amount: int, damage: int, result: int
    ) -> None:
        modifier = parse_type_modifier("Fire", printed)
        assert modifier == TypeModifier(EnergyType.FIRE, sign, amount)
        assert modifier.apply(damage) == result

    def test_bad_value_says_what_is_expected(self) -> None:
        with pytest.raises(ValueError, match=r"'\*2' is not like ×2, \+20 or -30"):
            parse_type_modifier("Fire", "*2")

    def test_unknown_type_is_named_with_the_known_ones(self) -> None:
        with pytest.raises(ValueError, match=r"unknown energy type 'Plasma'.*Grass.*Colorless"):
            parse_energy_type("Plasma")


@pytest.mark.parametrize(
    ("damage", "sign", "printed"),
    [
        (30, DamageSign.NONE, "30"),
        (70, DamageSign.PLUS, "70+"),
        (40, DamageSign.TIMES, "40×"),
        (None, DamageSign.VARIES, "?"),
        (None, DamageSign.NONE, ""),
    ],
)
def test_attack_prints_damage_as_on_the_card(
    damage: int | None, sign: DamageSign, printed: str
) -> None:
    assert Attack("Hit", (), damage, sign).printed_damage == printed


def test_searchable_text_holds_attack_ability_and_rule_text() -> None:
    card = _pokemon(
        attacks=(Attack("Fetch", (EnergyType.COLORLESS,), None, text="Draw 3 cards."),),
        abilities=(Ability("Tailwind", "Ability", "Look at the top card of your deck."),),
        rules=("V rule: your opponent takes 2 Prize cards.",),
    )
    text = card.searchable_text
    for part in ("Fetch", "Draw 3 cards.", "Tailwind", "top card", "V rule"):
        assert part in text


def test_json_form_round_trips_every_field() -> None:
    card = Card(
        id="pm2-2",
        name="Pikachu VMAX",
        supertype=Supertype.POKEMON,
        subtypes=("VMAX",),
        hp=310,
        types=(EnergyType.LIGHTNING,),
        evolves_from="Pikachu V",
        weaknesses=(TypeModifier(EnergyType.FIGHTING, DamageSign.TIMES, 2),),
        resistances=(TypeModifier(EnergyType.METAL, DamageSign.MINUS, 30),),
        retreat_cost=(EnergyType.COLORLESS, EnergyType.COLORLESS),
        attacks=(
            Attack("Max Volt", (EnergyType.LIGHTNING,), 120, DamageSign.TIMES, "Some text."),
            Attack("Mystery", (), None, DamageSign.VARIES, gx=True, vstar_power=True),
        ),
        abilities=(Ability("Charge Up", "Poké-Power", "Power text.", vstar_power=True),),
        rules=("VMAX rule: your opponent takes 3 Prize cards.",),
        set_id="pm2",
        set_name="Playmat Test Spark",
        number="2",
        regulation_mark="D",
        legalities={"standard": "Legal", "expanded": "Banned"},
        ptcgo_code="PMS",
        rarity="Rare Holo VMAX",
        prize_count=3,
    )
    assert Card.from_dict(card.to_dict()) == card
    energy = with_play_facts(Card("pm1-6", "Fire Energy", Supertype.ENERGY, ("Basic",)))
    assert energy.energy_type is EnergyType.FIRE
    assert Card.from_dict(energy.to_dict()) == energy
