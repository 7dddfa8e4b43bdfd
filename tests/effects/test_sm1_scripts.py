"""Every card of the three starter theme decks plays as its card says.

Each test sets up a position (``Game.from_position``), plays the card's attack, Ability or Trainer
through the engine like a player would, and checks what the player sees: damage, healing,
Special Conditions, cards moving between zones, the questions asked, coin results and refusals.
Coins are forced (``game.chance.force_coins``, True for heads) so every branch of a flip is
checked. What the game says is checked as data: log entries by kind with their typed arguments,
refusals by code, options by the card they stand for or their value.

Positions start on turn 3, Player 1's second turn, so both players are past their first turn.
Pokémon are named by their starter-set ids; the comment at each test names the card.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from game_helpers import (
    CARDS,
    FIGHTING,
    FIRE,
    GRASS,
    HEADS,
    LIGHTNING,
    TAILS,
    WATER,
    active,
    answer,
    attack,
    choice,
    end_turn,
    game_at,
    in_hand,
    log,
    logged,
    mentions,
    name_of,
    names,
    offered,
    pokemon,
)
from starter_coverage import COVERED_BY

from piece_recording import Piece, pieces_of, recording
from playmat.cards.model import Card
from playmat.cards.starter import starter_decks
from playmat.cards.text_format import CardWords
from playmat.effects.automation import automation
from playmat.effects.scripts import (
    REGISTRY,
    ability_text,
    attack_text,
    trainer_text,
)
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message, Seat, msg
from playmat.play.scenario import run_file
from playmat.rules.actions import Evolve, PlayTrainer, Retreat, UseAbility
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.refusals import Refusal
from playmat.rules.state import Condition, InPlay

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
DECK_CARD_IDS = sorted(
    {card_id for deck in starter_decks() for card_id, _ in deck.cards},
    key=lambda card_id: int(card_id.split("-")[1]),
)


# -- playing -----------------------------------------------------------------------------------


def me(game: Game) -> Any:
    return game.state.players[0]


def them(game: Game) -> Any:
    return game.state.players[1]


def play(game: Game, card_id: str, coins: Sequence[bool] = ()) -> None:
    game.chance.force_coins(list(coins))
    game.apply(PlayTrainer(in_hand(game, card_id)))


def refusal(game: Game, card_id: str) -> Refusal | None:
    return game.why_illegal(PlayTrainer(in_hand(game, card_id)))


def use_ability(game: Game, pokemon: InPlay) -> None:
    game.apply(UseAbility(pokemon.id, 0))


# -- the registry covers the starter set -------------------------------------------------------


def test_the_three_theme_decks_hold_58_different_cards() -> None:
    assert len(DECK_CARD_IDS) == 58
    assert set(DECK_CARD_IDS) <= set(CARDS)


@pytest.mark.parametrize("card_id", DECK_CARD_IDS)
def test_every_starter_card_is_fully_automated(card_id: str) -> None:
    """Every piece of the card's text that has an effect (each attack with text, Ability and
    Trainer) is carried out by its script, and is played by tests or scenarios that check what
    it did: they are listed in ``COVERED_BY``, and each proves as it runs that the piece ran
    (``_runs_the_pieces_it_covers`` below, ``test_each_listed_scenario_...``)."""
    card = CARDS[card_id]
    script = REGISTRY.script(card_id)
    assert automation(card, script).complete
    if card.is_trainer:
        assert script is not None and script.trainer is not None, f"{card.name} does nothing"
    tests = {name for name in globals() if name.startswith("test_")}
    for piece in pieces_of(card, script):
        covering = COVERED_BY.get(piece, ())
        assert covering, f"nothing shows {card.name}'s {piece[1]} at work"
        for name in covering:
            if name.startswith("scenarios/"):
                assert (SCENARIOS.parent / name).is_file(), f"{piece}: no scenario {name}"
            else:
                assert name in tests, f"{piece}: no test {name} in this module"


def _descriptions(card: Card) -> list[tuple[str, CardWords]]:
    """(what, description) for each piece of the card's text that has a script."""
    found: list[tuple[str, CardWords]] = []
    for index, card_attack in enumerate(card.attacks):
        text = attack_text(card, index)
        if text:
            found.append((f"attack {card_attack.name}", text))
    for index, ability in enumerate(card.abilities):
        found.append((f"Ability {ability.name}", ability_text(card, index)))
    if card.is_trainer:
        found.append(("Trainer", trainer_text(card)))
    return found


#: (card id, what) for every described piece of the starter cards' text.
DESCRIBED = [
    (card_id, what) for card_id in DECK_CARD_IDS for what, _ in _descriptions(CARDS[card_id])
]


@pytest.mark.parametrize(("card_id", "what"), DESCRIBED, ids=[" ".join(d) for d in DESCRIBED])
def test_every_description_is_an_english_sentence(card_id: str, what: str) -> None:
    """A starter card's description is a script's message (the starter file has no printed
    text): a ``text.*`` message the catalogue words completely, as whole sentences."""
    card = CARDS[card_id]
    reader = Reader()
    text = dict(_descriptions(card))[what]
    assert isinstance(text, Message), f"{card.name} {what}: {text!r}"
    assert text.id.startswith("text."), f"{card.name} {what}: {text}"
    assert reader.problems(text) == [], f"{card.name} {what}: {text}"
    words = reader.render(text)
    assert re.fullmatch(r"[A-Z].*[a-z)]\.", words), f"{card.name} {what}: {words!r}"


def test_only_text_is_described() -> None:
    """The starter file carries no printed text, so what Playmat shows for a card's text is its
    script's description; an attack without text has none and just does its damage."""
    described = {(card.id, what) for card in CARDS.values() for what, _ in _descriptions(card)}
    assert ("sm1-11", "attack Brave Bird") in described
    assert ("sm1-75", "Ability Wall of Sand") in described
    assert ("sm1-127", "Trainer") in described
    assert ("sm1-9", "attack Tackle") not in described
    assert len(described) == 63


def _printed_texts(shared_pool: Path) -> dict[tuple[str, str], str]:
    """(card id, what) -> the printed text, for the starter cards, from the shared pool."""
    cards = json.loads((shared_pool / "cards" / "en" / "sm1.json").read_text("utf-8"))
    texts = {}
    for card in cards:
        if card["id"] not in DECK_CARD_IDS:
            continue
        for printed in card.get("attacks", []):
            if printed.get("text"):
                texts[card["id"], f"attack {printed['name']}"] = printed["text"]
        for printed in card.get("abilities", []):
            texts[card["id"], f"Ability {printed['name']}"] = printed["text"]
        if card["supertype"] == "Trainer":
            texts[card["id"], "Trainer"] = " ".join(card.get("rules", []))
    return texts


def test_exactly_the_printed_texts_are_described(shared_pool: Path) -> None:
    """Every attack with text, Ability and Trainer of the real cards has a description, and
    nothing else has one."""
    described = {(card.id, what) for card in CARDS.values() for what, _ in _descriptions(card)}
    assert described == set(_printed_texts(shared_pool))


def test_descriptions_are_playmat_wording_not_the_printed_text(shared_pool: Path) -> None:
    """We describe effects in our own words; the printed text stays in the card pool."""
    printed = _printed_texts(shared_pool)
    reader = Reader()  # the printed text is English: compare it with the English words
    copied = []
    for card_id in DECK_CARD_IDS:
        card = CARDS[card_id]
        for what, described in _descriptions(card):
            description = reader.render(described) if isinstance(described, Message) else described
            text = printed[card_id, what]
            if description == text:
                copied.append(f"{card.name} {what}")
            # Nor a whole sentence of it, short instructions ("Flip 3 coins.") aside.
            for sentence in re.findall(r"[^.]+\.", text):
                if len(sentence.split()) > 5 and sentence.strip() in description:
                    copied.append(f"{card.name} {what}: {sentence.strip()}")
    assert copied == [], "\n".join(copied)


# -- plain attacks: printed damage, Weakness and Resistance (EN I-A-01 steps 3-4) --------------

#: A Defending Pokémon with enough HP, weak to the attacker's type where the set has one.
TARGET_FOR_TYPE = {
    "Grass": "sm1-41",  # Primarina, 150 HP, Grass Weakness
    "Fire": "sm1-11",  # Decidueye, 140 HP, Fire Weakness
    "Water": "sm1-26",  # Incineroar, 160 HP, Water Weakness
    "Lightning": "sm1-107",  # Trumbeak, 80 HP, Lightning Weakness
    "Fighting": "sm1-99",  # Kangaskhan, 130 HP, Fighting Weakness
    "Colorless": "sm1-99",  # nothing is weak to Colorless
}
ENERGY_FOR_TYPE = {"Grass": GRASS, "Fire": FIRE, "Water": WATER, "Lightning": LIGHTNING}
ENERGY_FOR_TYPE.update({"Fighting": FIGHTING, "Colorless": GRASS})

PLAIN_ATTACKS = [
    (card.id, card_attack.name)
    for card_id in DECK_CARD_IDS
    for card in [CARDS[card_id]]
    if card.is_pokemon
    for card_attack in card.attacks
    if not card_attack.text and not attack_text(card, card.attacks.index(card_attack))
]


def test_the_plain_attacks_are_those_without_text() -> None:
    assert len(PLAIN_ATTACKS) == 23
    assert ("sm1-9", "Tackle") in PLAIN_ATTACKS
    assert ("sm1-6", "Guillotine") in PLAIN_ATTACKS
    assert ("sm1-6", "Roof Fling") not in PLAIN_ATTACKS


@pytest.mark.parametrize(("card_id", "name"), PLAIN_ATTACKS)
def test_plain_attack_does_its_printed_damage_doubled_by_weakness(card_id: str, name: str) -> None:
    card = CARDS[card_id]
    the_attack = next(a for a in card.attacks if a.name == name)
    kind = card.types[0].value
    energy = [ENERGY_FOR_TYPE[kind]] * len(the_attack.cost)
    target = TARGET_FOR_TYPE[kind]
    game = game_at({"active": {"card": card_id, "energy": energy}}, {"active": {"card": target}})

    attack(game, name)

    weak = kind != "Colorless"
    assert the_attack.damage is not None
    assert active(game, 1).damage == the_attack.damage * (2 if weak else 1)
    assert logged(game, "damage", target=pokemon(1, target), amount=active(game, 1).damage)


def test_resistance_takes_20_off_a_plain_attack() -> None:
    # Crabrawler's Punch (20) against Spearow, which resists Fighting by 20 (EN I-A-01 4).
    game = game_at(
        {"active": {"card": "sm1-72", "energy": [f"{FIGHTING} x2"]}},
        {"active": {"card": "sm1-97"}},
    )
    attack(game, "Punch")
    assert active(game, 1).damage == 0


# -- Forest Shadow -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("coins", "damage"),
    [
        ((TAILS, TAILS, TAILS), 10),
        ((HEADS, TAILS, TAILS), 30),
        ((TAILS, HEADS, HEADS), 70),
        ((HEADS, HEADS, HEADS), 120),
    ],
)
def test_parasect_fury_cutter_damage_depends_on_the_heads(
    coins: tuple[bool, ...], damage: int
) -> None:
    game = game_at(
        {"active": {"card": "sm1-5", "energy": [f"{GRASS} x2"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Fury Cutter", coins)
    assert active(game, 1).damage == damage
    why = msg("coin.effect", card=name_of("sm1-5"))
    assert len(logged(game, "coin", player=Seat(0), why=why)) == 3


def test_parasect_mushroom_drain_heals_30_from_itself() -> None:
    game = game_at(
        {"active": {"card": "sm1-5", "damage": 50, "energy": [f"{GRASS} x3"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Mushroom Drain")
    assert active(game, 1).damage == 70
    assert active(game).damage == 20


def test_pinsir_roof_fling_heads_returns_the_active_and_its_cards_to_the_hand() -> None:
    game = game_at(
        {"active": {"card": "sm1-6", "energy": [f"{GRASS} x2"]}},
        {
            "active": {
                "card": "sm1-25",
                "evolved_from": ["sm1-24"],
                "energy": [FIRE],
                "damage": 30,
            },
            "bench": [{"card": "sm1-24"}, {"card": "sm1-23"}],
        },
    )
    attack(game, "Roof Fling", [HEADS])
    # EN II-C-02: the Pokémon and every card attached to it go to the owner's hand.
    assert names(game, them(game).hand) == ["Fire Energy", "Litten", "Torracat"]
    # EN I-E: Player 2 promotes a Benched Pokémon; the damage went with the Pokémon.
    assert choice(game).player == 1 and choice(game).purpose == "promote"
    assert offered(game) == ["Litten", "Torkoal"]
    answer(game, "Torkoal")
    assert game.state.top_card(active(game, 1)).name == "Torkoal"
    assert active(game, 1).damage == 0


def test_pinsir_roof_fling_tails_does_nothing() -> None:
    game = game_at(
        {"active": {"card": "sm1-6", "energy": [f"{GRASS} x2"]}},
        {"active": {"card": "sm1-24"}, "bench": [{"card": "sm1-23"}]},
    )
    attack(game, "Roof Fling", [TAILS])
    assert game.state.top_card(active(game, 1)).name == "Litten"
    assert game.state.current == 1  # Player 2's turn began normally


@pytest.mark.parametrize(("coins", "damage"), [([HEADS], 20), ([TAILS], 10)])
def test_surskit_quick_attack(coins: list[bool], damage: int) -> None:
    game = game_at({"active": {"card": "sm1-7", "energy": [GRASS]}}, {"active": {"card": "sm1-99"}})
    attack(game, "Quick Attack", coins)
    assert active(game, 1).damage == damage


def test_dartrix_sharp_blade_quill_lets_the_attacker_pick_any_opponents_pokemon() -> None:
    game = game_at(
        {"active": {"card": "sm1-10", "energy": [GRASS]}},
        {"active": {"card": "sm1-33"}, "bench": [{"card": "sm1-39"}, {"card": "sm1-24"}]},
    )
    attack(game, "Sharp Blade Quill")
    assert choice(game).player == 0
    assert offered(game) == ["Shellder", "Popplio", "Litten"]
    answer(game, "Popplio")
    # EN II-B-08: no Weakness for a Benched Pokémon, although Popplio is weak to Grass.
    assert them(game).bench[0].damage == 20
    assert active(game, 1).damage == 0


def test_dartrix_sharp_blade_quill_on_the_active_applies_weakness() -> None:
    game = game_at(
        {"active": {"card": "sm1-10", "energy": [GRASS]}},
        {"active": {"card": "sm1-41"}, "bench": [{"card": "sm1-39"}]},
    )
    attack(game, "Sharp Blade Quill")
    answer(game, "Primarina")
    assert active(game, 1).damage == 40


@pytest.mark.parametrize(("coins", "damage"), [([HEADS], 70), ([TAILS], 50)])
def test_dartrix_leaf_blade(coins: list[bool], damage: int) -> None:
    game = game_at(
        {"active": {"card": "sm1-10", "energy": [f"{GRASS} x3"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Leaf Blade", coins)
    assert active(game, 1).damage == damage


@pytest.mark.parametrize(("coins", "damage"), [([HEADS], 60), ([TAILS], 30)])
def test_decidueye_leaf_blade(coins: list[bool], damage: int) -> None:
    game = game_at(
        {"active": {"card": "sm1-11", "energy": [GRASS]}}, {"active": {"card": "sm1-99"}}
    )
    attack(game, "Leaf Blade", coins)
    assert active(game, 1).damage == damage


def test_decidueye_brave_bird_also_damages_itself() -> None:
    game = game_at(
        {"active": {"card": "sm1-11", "energy": [f"{GRASS} x3"]}},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Brave Bird")
    assert active(game, 1).damage == 120
    assert active(game).damage == 20  # EN II-B-09


def test_fomantis_synthesis_attaches_a_grass_energy_from_the_deck_to_a_pokemon_of_choice() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-14", "energy": [GRASS]},
            "bench": [{"card": "sm1-9"}],
            "deck": ["sm1-4", FIRE, GRASS, "sm1-120"],
        },
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Synthesis")
    # Only Grass Energy is on offer, and the search may take nothing (EN I-H).
    assert offered(game) == ["Grass Energy"]
    assert choice(game).minimum == 0
    answer(game, "Grass Energy")
    assert offered(game) == ["Fomantis", "Rowlet"]
    answer(game, "Rowlet")
    assert names(game, me(game).bench[0].energy) == ["Grass Energy"]
    assert names(game, me(game).deck) == ["Fire Energy", "Hau", "Paras"]
    assert logged(game, "shuffle", player=Seat(0))


def test_morelull_flickering_spores_puts_the_opponent_to_sleep() -> None:
    game = game_at(
        {"active": {"card": "sm1-16", "energy": [GRASS]}}, {"active": {"card": "sm1-24"}}
    )
    attack(game, "Flickering Spores", [TAILS])  # tails at the Checkup: it stays Asleep
    assert active(game, 1).conditions == {Condition.ASLEEP}
    assert active(game, 1).damage == 0


def test_shiinotic_flickering_spores_does_30_and_puts_to_sleep() -> None:
    game = game_at(
        {"active": {"card": "sm1-17", "energy": [f"{GRASS} x2"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Flickering Spores", [TAILS])
    assert active(game, 1).damage == 30
    assert active(game, 1).conditions == {Condition.ASLEEP}


def test_shiinotic_illuminate_finds_a_grass_pokemon_and_shows_it() -> None:
    game = game_at(
        {"active": {"card": "sm1-17"}, "deck": ["sm1-24", GRASS, "sm1-9", "sm1-11", "sm1-99"]},
        {"active": {"card": "sm1-24"}},
    )
    use_ability(game, active(game))
    assert offered(game) == ["Rowlet", "Decidueye"]
    answer(game, "Decidueye")
    assert names(game, me(game).hand) == ["Decidueye"]
    # "reveal it": the opponent sees which card was taken.
    assert logged(game, "search", viewer=1, player=Seat(0), card=name_of("sm1-11"))
    assert logged(game, "shuffle", player=Seat(0))
    # EN II-E-12: once during each turn.
    reason = game.why_illegal(UseAbility(active(game).id, 0))
    assert reason is not None and (reason.code, reason.rule) == (
        "ability_used_this_turn",
        "EN II-E-12",
    )


def test_shiinotic_illuminate_cant_be_used_with_an_empty_deck() -> None:
    game = game_at({"active": {"card": "sm1-17"}, "deck": []}, {"active": {"card": "sm1-24"}})
    reason = game.why_illegal(UseAbility(active(game).id, 0))
    assert reason is not None and reason.code == "deck_empty_nothing_changes"


def test_bounsweet_sweet_scent_heals_a_chosen_damaged_pokemon() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-18", "energy": [GRASS], "damage": 10},
            "bench": [{"card": "sm1-9", "damage": 40}, {"card": "sm1-4"}],
        },
        {"active": {"card": "sm1-24"}},
    )
    attack(game, "Sweet Scent")
    assert offered(game) == ["Bounsweet", "Rowlet"]  # Paras has no damage
    answer(game, "Rowlet")
    assert me(game).bench[0].damage == 10
    assert active(game).damage == 10


def test_bounsweet_sweet_scent_can_be_used_with_nothing_to_heal() -> None:
    """P-00.6: an attack is not blocked by the no-change rule; it does what it can."""
    game = game_at(
        {"active": {"card": "sm1-18", "energy": [GRASS]}}, {"active": {"card": "sm1-24"}}
    )
    attack(game, "Sweet Scent")
    assert game.state.current == 1 and game.state.turn == 4


@pytest.mark.parametrize(("defender", "damage"), [("sm1-112", 60), ("sm1-111", 30)])
def test_kangaskhan_cross_cut_does_more_to_an_evolution(defender: str, damage: int) -> None:
    game = game_at(
        {"active": {"card": "sm1-99", "energy": [GRASS]}},
        {"active": {"card": defender}},
    )
    attack(game, "Cross-Cut")
    assert active(game, 1).damage == damage


def test_kangaskhan_hurricane_punch_does_50_for_each_heads() -> None:
    game = game_at(
        {"active": {"card": "sm1-99", "energy": [f"{GRASS} x4"]}},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Hurricane Punch", [HEADS, TAILS, HEADS, TAILS])
    assert active(game, 1).damage == 100


def test_spinda_teeter_punch_confuses() -> None:
    game = game_at(
        {"active": {"card": "sm1-102", "energy": [GRASS]}}, {"active": {"card": "sm1-26"}}
    )
    attack(game, "Teeter Punch")
    assert active(game, 1).damage == 30
    assert active(game, 1).conditions == {Condition.CONFUSED}


@pytest.mark.parametrize(("coins", "damage"), [([HEADS], 20), ([TAILS], 10)])
def test_pikipek_rock_smash(coins: list[bool], damage: int) -> None:
    game = game_at(
        {"active": {"card": "sm1-106", "energy": [GRASS]}}, {"active": {"card": "sm1-26"}}
    )
    attack(game, "Rock Smash", coins)
    assert active(game, 1).damage == damage


def test_trumbeak_bullet_seed_does_20_for_each_heads() -> None:
    game = game_at(
        {"active": {"card": "sm1-107", "energy": [GRASS]}}, {"active": {"card": "sm1-26"}}
    )
    attack(game, "Bullet Seed", [HEADS, HEADS, TAILS, HEADS])
    assert active(game, 1).damage == 60


# -- Roaring Heat ------------------------------------------------------------------------------


def test_torkoal_singe_burns_and_the_burn_hurts_at_the_checkup() -> None:
    game = game_at({"active": {"card": "sm1-23", "energy": [FIRE]}}, {"active": {"card": "sm1-99"}})
    attack(game, "Singe", [TAILS])  # tails at the Checkup puts 2 damage counters
    assert active(game, 1).conditions == {Condition.BURNED}
    assert active(game, 1).damage == 20


@pytest.mark.parametrize(("coins", "paralyzed"), [([HEADS], True), ([TAILS], False)])
def test_torkoal_body_slam_paralyzes_on_heads(coins: list[bool], paralyzed: bool) -> None:
    game = game_at(
        {"active": {"card": "sm1-23", "energy": [f"{FIRE} x2"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Body Slam", coins)
    assert active(game, 1).damage == 50
    assert (Condition.PARALYZED in active(game, 1).conditions) is paralyzed


def test_torracat_fury_swipes_does_20_for_each_heads() -> None:
    game = game_at({"active": {"card": "sm1-25", "energy": [FIRE]}}, {"active": {"card": "sm1-99"}})
    attack(game, "Fury Swipes", [HEADS, TAILS, HEADS])
    assert active(game, 1).damage == 40


def test_torracat_flamethrower_discards_the_energy_its_player_chooses() -> None:
    game = game_at(
        {"active": {"card": "sm1-25", "energy": [f"{FIRE} x2", FIGHTING]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Flamethrower")
    assert choice(game).player == 0
    assert offered(game) == ["Fire Energy", "Fire Energy", "Fighting Energy"]
    answer(game, "Fighting Energy")
    assert active(game, 1).damage == 90
    assert names(game, active(game).energy) == ["Fire Energy", "Fire Energy"]
    assert names(game, me(game).discard) == ["Fighting Energy"]


def test_incineroar_fire_fang_does_30_and_burns() -> None:
    game = game_at(
        {"active": {"card": "sm1-26", "energy": [f"{FIRE} x2"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Fire Fang", [HEADS])  # heads at the Checkup: no Burn damage this time
    assert active(game, 1).damage == 30
    assert active(game, 1).conditions == {Condition.BURNED}


@pytest.mark.parametrize(("coins", "damage"), [([HEADS, TAILS], 100), ([TAILS, TAILS], 0)])
def test_incineroar_darkest_lariat_does_100_for_each_heads(coins: list[bool], damage: int) -> None:
    game = game_at(
        {"active": {"card": "sm1-26", "energy": [f"{FIRE} x3"]}},
        {"active": {"card": "sm1-112", "evolved_from": ["sm1-111"]}, "bench": [{"card": "sm1-99"}]},
    )
    attack(game, "Darkest Lariat", coins)
    assert active(game, 1).damage == damage


def test_incineroar_darkest_lariat_two_heads_knock_out_a_130_hp_bewear() -> None:
    game = game_at(
        {"active": {"card": "sm1-26", "energy": [f"{FIRE} x3"]}},
        {"active": {"card": "sm1-112", "evolved_from": ["sm1-111"]}, "bench": [{"card": "sm1-99"}]},
    )
    attack(game, "Darkest Lariat", [HEADS, HEADS])
    bewear = pokemon(1, "sm1-112")
    assert logged(game, "damage", target=bewear, amount=200)
    assert logged(game, "knock_out", owner=Seat(1), target=bewear)


@pytest.mark.parametrize(("coins", "damage"), [([HEADS], 20), ([TAILS], 0)])
def test_makuhita_surprise_attack_does_nothing_on_tails(coins: list[bool], damage: int) -> None:
    game = game_at(
        {"active": {"card": "sm1-67", "energy": [FIGHTING]}},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Surprise Attack", coins)
    assert active(game, 1).damage == damage
    assert bool(logged(game, "damage")) is bool(damage)
    assert game.state.turn == 4  # D-01: the attack was used; the turn ended


def test_roggenrola_smack_down_does_50_more_to_a_pokemon_resisting_fighting() -> None:
    # Spearow resists Fighting by 20: (20 + 50) - 20.
    game = game_at(
        {"active": {"card": "sm1-69", "energy": [f"{FIGHTING} x2"]}},
        {"active": {"card": "sm1-97"}},
    )
    attack(game, "Smack Down")
    assert active(game, 1).damage == 50


def test_roggenrola_smack_down_without_resistance_is_plain_20() -> None:
    game = game_at(
        {"active": {"card": "sm1-69", "energy": [f"{FIGHTING} x2"]}},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Smack Down")
    assert active(game, 1).damage == 20


def test_boldore_rock_hurl_ignores_resistance() -> None:
    game = game_at(
        {"active": {"card": "sm1-70", "energy": [f"{FIGHTING} x3"]}},
        {"active": {"card": "sm1-107"}},  # Trumbeak resists Fighting by 20
    )
    attack(game, "Rock Hurl")
    assert active(game, 1).damage == 50  # EN II-B-06


def test_passimian_fling_hits_a_benched_pokemon_without_weakness() -> None:
    game = game_at(
        {"active": {"card": "sm1-73", "energy": [FIGHTING]}},
        {"active": {"card": "sm1-99"}, "bench": [{"card": "sm1-102"}, {"card": "sm1-24"}]},
    )
    attack(game, "Fling")
    assert offered(game) == ["Spinda", "Litten"]  # the Active is not on offer
    answer(game, "Spinda")
    assert them(game).bench[0].damage == 30  # Spinda is weak to Fighting: not on the Bench
    assert active(game, 1).damage == 0


def test_passimian_fling_with_an_empty_opponent_bench_is_still_used() -> None:
    game = game_at(
        {"active": {"card": "sm1-73", "energy": [FIGHTING]}}, {"active": {"card": "sm1-99"}}
    )
    attack(game, "Fling")
    assert active(game, 1).damage == 0
    assert game.state.turn == 4


def test_passimian_team_play_counts_benched_passimian_only() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-73", "energy": [f"{FIGHTING} x2"]},
            "bench": [{"card": "sm1-73"}, {"card": "sm1-73"}, {"card": "sm1-72"}],
        },
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Team Play")
    assert active(game, 1).damage == 70  # 10 + 2 x 30


def test_sandygast_shore_up_attaches_a_fighting_energy_from_the_discard_pile() -> None:
    game = game_at(
        {"active": {"card": "sm1-74", "energy": [GRASS]}, "discard": [FIRE, FIGHTING, FIGHTING]},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Shore Up")
    assert offered(game) == ["Fighting Energy", "Fighting Energy"]
    answer(game, "Fighting Energy")
    assert names(game, active(game).energy) == ["Fighting Energy", "Grass Energy"]
    assert names(game, me(game).discard) == ["Fighting Energy", "Fire Energy"]


def test_sandygast_sand_tomb_keeps_the_defending_pokemon_from_retreating() -> None:
    game = game_at(
        {"active": {"card": "sm1-74", "energy": [f"{FIGHTING} x3"]}},
        {"active": {"card": "sm1-26", "energy": [f"{FIRE} x3"]}, "bench": [{"card": "sm1-24"}]},
    )
    attack(game, "Sand Tomb")
    assert active(game, 1).damage == 30
    reason = game.why_illegal(Retreat(them(game).bench[0].id))
    assert reason is not None and reason.code == "cant_retreat_effect"
    assert dict(reason.args) == {"pokemon": name_of("sm1-26")}


def test_palossand_absorb_vitality_heals_the_damage_it_did_after_weakness() -> None:
    game = game_at(
        {"active": {"card": "sm1-75", "energy": [f"{FIGHTING} x4"], "damage": 120}},
        {"active": {"card": "sm1-99"}},  # weak to Fighting: 100 damage
    )
    attack(game, "Absorb Vitality")
    assert active(game, 1).damage == 100
    assert active(game).damage == 20


def test_palossand_wall_of_sand_takes_20_off_after_weakness() -> None:
    # Pinsir's Guillotine: 50, x2 for Palossand's Grass Weakness, then -20 (EN II-B-05).
    game = game_at(
        {"active": {"card": "sm1-6", "energy": [f"{GRASS} x2"]}},
        {"active": {"card": "sm1-75", "evolved_from": ["sm1-74"]}},
    )
    attack(game, "Guillotine")
    assert active(game, 1).damage == 80


def test_bewear_bear_hug_does_40_and_stops_a_retreat() -> None:
    game = game_at(
        {"active": {"card": "sm1-112", "energy": [f"{GRASS} x2"]}},
        {"active": {"card": "sm1-99", "energy": [f"{GRASS} x3"]}, "bench": [{"card": "sm1-24"}]},
    )
    attack(game, "Bear Hug")
    assert active(game, 1).damage == 40
    reason = game.why_illegal(Retreat(them(game).bench[0].id))
    assert reason is not None and reason.code == "cant_retreat_effect"
    assert dict(reason.args) == {"pokemon": name_of("sm1-99")}


@pytest.mark.parametrize(("say", "damage", "recoil"), [("Yes", 120, 20), ("No", 80, 0)])
def test_bewear_superpower_asks_for_40_more_at_20_to_itself(
    say: str, damage: int, recoil: int
) -> None:
    game = game_at(
        {"active": {"card": "sm1-112", "energy": [f"{GRASS} x3"]}},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Superpower")
    assert choice(game).player == 0 and offered(game) == ["yes", "no"]
    assert choice(game).prompt == msg("prompt.more_damage", amount=40)
    answer(game, say.lower())
    assert active(game, 1).damage == damage
    assert active(game).damage == recoil


def test_oranguru_psychic_does_20_more_for_each_energy_on_the_defender() -> None:
    game = game_at(
        {"active": {"card": "sm1-113", "energy": [f"{GRASS} x3"]}},
        {"active": {"card": "sm1-26", "energy": [f"{FIRE} x3"]}},
    )
    attack(game, "Psychic")
    assert active(game, 1).damage == 120  # 60 + 3 x 20


def test_oranguru_instruct_draws_up_to_3_cards_in_hand() -> None:
    game = game_at(
        {"active": {"card": "sm1-113"}, "hand": ["sm1-127"], "deck": ["sm1-9", "sm1-4", "sm1-7"]},
        {"active": {"card": "sm1-24"}},
    )
    use_ability(game, active(game))
    assert names(game, me(game).hand) == ["Paras", "Potion", "Rowlet"]
    assert names(game, me(game).deck) == ["Surskit"]


def test_oranguru_instruct_is_refused_with_3_cards_in_hand() -> None:
    game = game_at(
        {"active": {"card": "sm1-113"}, "hand": [f"{GRASS} x3"]},
        {"active": {"card": "sm1-24"}},
    )
    reason = game.why_illegal(UseAbility(active(game).id, 0))
    assert reason is not None and reason.code == "hand_already_full"
    assert dict(reason.args) == {"count": 3}


# -- Bright Tide -------------------------------------------------------------------------------


def test_psyduck_confusion_wave_confuses_both_active_pokemon() -> None:
    game = game_at(
        {"active": {"card": "sm1-28", "energy": [WATER]}},
        {"active": {"card": "sm1-24", "conditions": ["Asleep"]}},
    )
    attack(game, "Confusion Wave")
    assert active(game).conditions == {Condition.CONFUSED}
    assert active(game, 1).conditions == {Condition.CONFUSED}  # Confused replaces Asleep


def test_golduck_double_jet_does_60_for_each_water_energy_discarded() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-29", "energy": [WATER]},
            "hand": [f"{WATER} x3", GRASS, "sm1-127"],
        },
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Double Jet")
    assert offered(game) == ["Water Energy"] * 3
    assert (choice(game).minimum, choice(game).maximum) == (0, 2)
    answer(game, "Water Energy", "Water Energy")
    assert active(game, 1).damage == 120
    assert names(game, me(game).discard) == ["Water Energy", "Water Energy"]


def test_golduck_double_jet_discarding_nothing_does_no_damage() -> None:
    game = game_at(
        {"active": {"card": "sm1-29", "energy": [WATER]}, "hand": [WATER]},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Double Jet")
    answer(game)
    assert active(game, 1).damage == 0
    assert names(game, me(game).hand) == ["Water Energy"]


@pytest.mark.parametrize(
    ("coins", "damage", "conditions"),
    [([HEADS], 60, set()), ([TAILS], 30, {Condition.PARALYZED})],
)
def test_cloyster_headlock(coins: list[bool], damage: int, conditions: set[Condition]) -> None:
    game = game_at(
        {"active": {"card": "sm1-34", "energy": [f"{WATER} x2"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Headlock", coins)
    assert active(game, 1).damage == damage
    assert active(game, 1).conditions == conditions


def test_cloyster_guard_press_takes_20_less_during_the_opponents_next_turn() -> None:
    game = game_at(
        {"active": {"card": "sm1-34", "energy": [f"{WATER} x3"]}},
        {"active": {"card": "sm1-6", "energy": [f"{GRASS} x2"]}},
    )
    attack(game, "Guard Press")
    assert active(game, 1).damage == 80
    attack(game, "Guillotine")  # Player 2: 50, x2 for Weakness, then -20
    assert active(game).damage == 80


def test_corsola_call_for_family_benches_up_to_2_basic_pokemon() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-36", "energy": [WATER]},
            "deck": ["sm1-33", "sm1-34", WATER, "sm1-39", "sm1-37"],
        },
        {"active": {"card": "sm1-24"}},
    )
    attack(game, "Call for Family")
    assert offered(game) == ["Shellder", "Popplio", "Wingull"]  # not Cloyster, a Stage 1
    assert choice(game).maximum == 2
    answer(game, "Shellder", "Wingull")
    assert [game.state.top_card(p).name for p in me(game).bench] == ["Shellder", "Wingull"]
    assert logged(game, "shuffle", player=Seat(0))


def test_wingull_roost_heals_30_and_it_cant_retreat_next_turn() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-37", "energy": [WATER], "damage": 40},
            "bench": [{"card": "sm1-39"}],
        },
        {"active": {"card": "sm1-24"}},
    )
    attack(game, "Roost")
    assert active(game).damage == 10
    end_turn(game)  # Player 2's turn passes
    reason = game.why_illegal(Retreat(me(game).bench[0].id))
    assert reason is not None and reason.code == "cant_retreat_effect"
    assert dict(reason.args) == {"pokemon": name_of("sm1-37")}


def test_brionne_disarming_voice_does_50_and_confuses() -> None:
    game = game_at(
        {"active": {"card": "sm1-40", "energy": [f"{WATER} x3"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Disarming Voice")
    assert active(game, 1).damage == 50
    assert active(game, 1).conditions == {Condition.CONFUSED}


def test_primarina_disarming_voice_does_30_and_confuses() -> None:
    game = game_at(
        {"active": {"card": "sm1-41", "energy": [f"{WATER} x2"]}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Disarming Voice")
    assert active(game, 1).damage == 30
    assert active(game, 1).conditions == {Condition.CONFUSED}


def test_primarina_sparkling_aria_does_100_and_heals_30() -> None:
    game = game_at(
        {"active": {"card": "sm1-41", "energy": [f"{WATER} x3"], "damage": 30}},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Sparkling Aria")
    assert active(game, 1).damage == 100
    assert active(game).damage == 0


def test_chinchou_searching_light_shows_its_player_one_prize_card() -> None:
    game = game_at(
        {"active": {"card": "sm1-49", "energy": [LIGHTNING]}, "prizes": ["sm1-120", f"{GRASS} x5"]},
        {"active": {"card": "sm1-99"}},
    )
    attack(game, "Searching Light")
    # Face-down Prize cards are offered by position, not by card.
    assert [o.label for o in choice(game).options] == [
        msg("option.prize_card", number=n) for n in range(1, 7)
    ]
    assert all(o.card is None for o in choice(game).options)
    assert offered(game) == list(range(6))
    answer(game, 0)  # Prize card 1
    hau = me(game).prizes[0]
    assert me(game).known_prizes == {hau}
    assert len(me(game).prizes) == 6  # C-20: it stays a face-down Prize card
    assert logged(game, "look_at_prizes", viewer=0, player=Seat(0), cards=(name_of("sm1-120"),))
    assert logged(game, "look_at_prizes_hidden", viewer=1, player=Seat(0), count=1)
    assert not mentions(log(game, viewer=1), "sm1-120")


def test_lanturn_confuse_ray_confuses() -> None:
    game = game_at(
        {"active": {"card": "sm1-50", "energy": [LIGHTNING]}}, {"active": {"card": "sm1-99"}}
    )
    attack(game, "Confuse Ray")
    assert active(game, 1).conditions == {Condition.CONFUSED}


@pytest.mark.parametrize(
    ("energy", "damage"), [([f"{LIGHTNING} x2", WATER], 120), ([f"{LIGHTNING} x3"], 60)]
)
def test_lanturn_aqua_spark_does_60_more_with_water_energy(energy: list[str], damage: int) -> None:
    game = game_at({"active": {"card": "sm1-50", "energy": energy}}, {"active": {"card": "sm1-26"}})
    attack(game, "Aqua Spark")
    assert active(game, 1).damage == damage


def test_togedemaru_defense_curl_heads_prevents_the_next_attacks_damage() -> None:
    game = game_at(
        {"active": {"card": "sm1-53", "energy": [LIGHTNING]}},
        {"active": {"card": "sm1-67", "energy": [f"{FIGHTING} x2"]}},
    )
    attack(game, "Defense Curl", [HEADS])
    attack(game, "Strength")  # Player 2: 40, x2 for Togedemaru's Fighting Weakness
    assert active(game).damage == 0
    assert logged(game, "damage", target=pokemon(0, "sm1-53"), amount=0)


def test_togedemaru_defense_curl_tails_protects_nothing() -> None:
    game = game_at(
        {"active": {"card": "sm1-53", "energy": [LIGHTNING]}},
        {"active": {"card": "sm1-67", "energy": [f"{FIGHTING} x2"]}},
    )
    attack(game, "Defense Curl", [TAILS])
    attack(game, "Strength")
    assert logged(game, "damage", target=pokemon(0, "sm1-53"), amount=80)


def test_togedemaru_discharge_discards_every_lightning_energy_for_30_each() -> None:
    game = game_at(
        {"active": {"card": "sm1-53", "energy": [f"{LIGHTNING} x2", WATER]}},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Discharge")
    assert active(game, 1).damage == 60
    assert names(game, active(game).energy) == ["Water Energy"]
    assert names(game, me(game).discard) == ["Lightning Energy", "Lightning Energy"]


@pytest.mark.parametrize(("defender", "damage"), [("sm1-99", 10), ("sm1-11", 40)])
def test_spearow_peck_bugs_does_30_more_to_a_grass_pokemon(defender: str, damage: int) -> None:
    game = game_at(
        {"active": {"card": "sm1-97", "energy": [GRASS]}}, {"active": {"card": defender}}
    )
    attack(game, "Peck Bugs")
    assert active(game, 1).damage == damage


def test_lillipup_work_up_makes_next_turns_bite_do_20_more() -> None:
    game = game_at(
        {"active": {"card": "sm1-103", "energy": [f"{GRASS} x2"]}},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Work Up")
    assert active(game, 1).damage == 0
    end_turn(game)
    attack(game, "Bite")
    assert active(game, 1).damage == 40


def test_herdier_treasure_hunt_yes_takes_the_chosen_item_from_the_discard_pile() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-103"},
            "hand": ["sm1-104"],
            "discard": ["sm1-127", GRASS, "sm1-123", "sm1-120"],
        },
        {"active": {"card": "sm1-24"}},
    )
    game.apply(Evolve(in_hand(game, "sm1-104"), active(game).id))
    assert choice(game).purpose == "you_may"
    answer(game, "yes")
    assert offered(game) == ["Potion", "Nest Ball"]  # Items only: not Hau, not Energy
    answer(game, "Nest Ball")
    assert names(game, me(game).hand) == ["Nest Ball"]


def test_herdier_treasure_hunt_no_leaves_the_discard_pile_alone() -> None:
    game = game_at(
        {"active": {"card": "sm1-103"}, "hand": ["sm1-104"], "discard": ["sm1-127"]},
        {"active": {"card": "sm1-24"}},
    )
    game.apply(Evolve(in_hand(game, "sm1-104"), active(game).id))
    answer(game, "no")
    assert me(game).hand == []
    assert names(game, me(game).discard) == ["Potion"]


# -- Trainers ----------------------------------------------------------------------------------


def test_big_malasada_heals_20_and_removes_the_chosen_condition() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99", "damage": 50, "conditions": ["Poisoned", "Confused"]},
            "hand": ["sm1-114"],
        },
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-114")
    assert [o.label for o in choice(game).options] == [
        msg("option.condition", condition=Condition.CONFUSED.term),
        msg("option.condition", condition=Condition.POISONED.term),
    ]
    assert offered(game) == [Condition.CONFUSED, Condition.POISONED]
    answer(game, Condition.POISONED)
    assert active(game).damage == 30
    assert active(game).conditions == {Condition.CONFUSED}
    assert names(game, me(game).discard) == ["Big Malasada"]


def test_big_malasada_is_refused_when_it_would_change_nothing() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99"},
            "bench": [{"card": "sm1-9", "damage": 30}],
            "hand": ["sm1-114"],
        },
        {"active": {"card": "sm1-24"}},
    )
    reason = refusal(game, "sm1-114")
    assert reason is not None and reason.code == "active_unharmed"  # P-00.6: nothing changes


def test_energy_retrieval_takes_2_basic_energy_cards_of_choice() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99"},
            "hand": ["sm1-116"],
            "discard": [GRASS, "sm1-127", WATER, FIRE],
        },
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-116")
    assert offered(game) == ["Grass Energy", "Water Energy", "Fire Energy"]
    assert choice(game).minimum == choice(game).maximum == 2
    answer(game, "Grass Energy", "Fire Energy")
    assert names(game, me(game).hand) == ["Fire Energy", "Grass Energy"]


def test_energy_retrieval_takes_the_only_one_there_is_and_is_refused_with_none() -> None:
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-116 x2"], "discard": [WATER, "sm1-127"]},
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-116")
    assert names(game, me(game).hand) == ["Energy Retrieval", "Water Energy"]
    reason = refusal(game, "sm1-116")
    assert reason is not None and reason.code == "nothing_to_recover"  # in the discard pile


def test_hau_draws_3_cards() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99"},
            "hand": ["sm1-120"],
            "deck": ["sm1-9", "sm1-4", "sm1-7", "sm1-18"],
        },
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-120")
    assert names(game, me(game).hand) == ["Paras", "Rowlet", "Surskit"]
    assert game.state.flags.supporter_played


def test_hau_is_refused_with_an_empty_deck() -> None:
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-120"], "deck": []},
        {"active": {"card": "sm1-24"}},
    )
    reason = refusal(game, "sm1-120")
    assert reason is not None and reason.code == "deck_empty_nothing_changes"


def test_lillie_draws_until_6_cards_in_hand() -> None:
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-122", "sm1-127", GRASS]},
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-122")
    assert len(me(game).hand) == 6


def test_lillie_draws_until_8_on_the_players_first_turn() -> None:
    # Turn 2 is the first turn of Player 2, who went second (R-4 lets them play a Supporter).
    game = game_at(
        {"active": {"card": "sm1-24"}},
        {"active": {"card": "sm1-99"}, "hand": ["sm1-122", GRASS]},
        turn=2,
        current=2,
    )
    play(game, "sm1-122")
    assert len(them(game).hand) == 8


def test_lillie_is_refused_with_6_other_cards_in_hand() -> None:
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-122", f"{GRASS} x6"]},
        {"active": {"card": "sm1-24"}},
    )
    reason = refusal(game, "sm1-122")
    assert reason is not None and reason.code == "hand_already_full"
    assert dict(reason.args) == {"count": 6}


def test_nest_ball_benches_a_basic_pokemon_from_the_deck() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99"},
            "hand": ["sm1-123"],
            "deck": ["sm1-5", "sm1-4", GRASS, "sm1-9"],
        },
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-123")
    assert offered(game) == ["Paras", "Rowlet"]  # Parasect is a Stage 1
    answer(game, "Rowlet")
    assert [game.state.top_card(p).name for p in me(game).bench] == ["Rowlet"]
    assert logged(game, "shuffle", player=Seat(0))


def test_potion_heals_30_from_the_chosen_pokemon() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99", "damage": 20},
            "bench": [{"card": "sm1-9", "damage": 50}, {"card": "sm1-4"}],
            "hand": ["sm1-127"],
        },
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-127")
    assert offered(game) == ["Kangaskhan", "Rowlet"]
    answer(game, "Kangaskhan")
    assert active(game).damage == 0  # only the 20 it had
    assert me(game).bench[0].damage == 50


def test_professor_kukui_draws_2_and_adds_20_before_weakness() -> None:
    # Litten's Bite: (10 + 20) x2 for Decidueye's Fire Weakness (EN II-B-04).
    game = game_at(
        {
            "active": {"card": "sm1-24", "energy": [FIRE]},
            "hand": ["sm1-128"],
            "deck": ["sm1-9", "sm1-4", "sm1-7"],
        },
        {"active": {"card": "sm1-11"}},
    )
    play(game, "sm1-128")
    assert names(game, me(game).hand) == ["Paras", "Rowlet"]
    attack(game, "Bite")
    assert active(game, 1).damage == 60


def test_professor_kukui_can_be_played_with_an_empty_deck_for_its_bonus() -> None:
    game = game_at(
        {"active": {"card": "sm1-24", "energy": [FIRE]}, "hand": ["sm1-128"], "deck": []},
        {"active": {"card": "sm1-99"}},
    )
    assert refusal(game, "sm1-128") is None  # P-00.6: the damage bonus still changes things
    play(game, "sm1-128")
    attack(game, "Bite")
    assert active(game, 1).damage == 30


@pytest.mark.parametrize(("coins", "most"), [([HEADS, HEADS], 2), ([HEADS, TAILS], 1)])
def test_timer_ball_searches_one_evolution_pokemon_for_each_heads(
    coins: list[bool], most: int
) -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99"},
            "hand": ["sm1-134"],
            "deck": ["sm1-10", "sm1-9", "sm1-11", GRASS],
        },
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-134", coins)
    assert offered(game) == ["Dartrix", "Decidueye"]  # not the Basic Rowlet
    assert (choice(game).minimum, choice(game).maximum) == (0, most)
    answer(game, "Decidueye")
    assert names(game, me(game).hand) == ["Decidueye"]
    # Revealed: the opponent sees which card was taken.
    assert logged(game, "search", viewer=1, player=Seat(0), card=name_of("sm1-11"))


def test_timer_ball_with_no_heads_neither_searches_nor_shuffles() -> None:
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-134"], "deck": ["sm1-10", "sm1-9", GRASS]},
        {"active": {"card": "sm1-24"}},
    )
    deck = list(me(game).deck)
    play(game, "sm1-134", [TAILS, TAILS])
    assert not isinstance(game.pending, Choice)
    assert me(game).deck == deck
    assert not logged(game, "shuffle")
    assert names(game, me(game).discard) == ["Timer Ball"]


def test_ultra_ball_discards_2_then_finds_any_pokemon() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99"},
            "hand": ["sm1-135", GRASS, "sm1-127", "sm1-120"],
            "deck": ["sm1-11", FIRE, "sm1-4"],
        },
        {"active": {"card": "sm1-24"}},
    )
    play(game, "sm1-135")
    assert offered(game) == ["Grass Energy", "Potion", "Hau"]  # not Ultra Ball itself
    assert choice(game).minimum == choice(game).maximum == 2
    answer(game, "Grass Energy", "Hau")
    assert offered(game) == ["Decidueye", "Paras"]
    answer(game, "Decidueye")
    assert names(game, me(game).hand) == ["Decidueye", "Potion"]
    assert names(game, me(game).discard) == ["Grass Energy", "Hau", "Ultra Ball"]


def test_ultra_ball_is_refused_without_2_other_cards_to_discard() -> None:
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-135", GRASS]},
        {"active": {"card": "sm1-24"}},
    )
    reason = refusal(game, "sm1-135")
    assert reason is not None and reason.code == "not_enough_to_discard"
    assert (reason.rule, dict(reason.args)) == ("EN II-E-19", {"count": 2})
    assert len(me(game).hand) == 2


# -- every scripted piece is shown at work ---------------------------------------------------


def test_the_coverage_list_names_only_scripted_pieces() -> None:
    """No entry of ``COVERED_BY`` is left over from a piece that no longer has a script."""
    scripted = {
        piece
        for card_id in DECK_CARD_IDS
        for piece in pieces_of(CARDS[card_id], REGISTRY.script(card_id))
    }
    assert len(scripted) == 63
    assert set(COVERED_BY) == scripted


def _pieces_by_test() -> dict[str, list[Piece]]:
    """Test name -> the pieces ``COVERED_BY`` lists it for."""
    found: dict[str, list[Piece]] = {}
    for piece, covering in COVERED_BY.items():
        for name in covering:
            found.setdefault(name, []).append(piece)
    return found


PIECES_OF_TEST = _pieces_by_test()


@pytest.fixture(autouse=True)
def _runs_the_pieces_it_covers(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test listed in ``COVERED_BY`` fails unless the script of each piece it is listed for
    ran while it did (an attack's, Ability's or Trainer's effect, an always-on Ability giving
    its modifier)."""
    pieces = PIECES_OF_TEST.get(request.function.__name__)
    if not pieces:
        yield
        return
    with recording(list(CARDS.values())) as seen:
        yield
    missing = [piece for piece in pieces if piece not in seen]
    if missing:
        pytest.fail(f"listed in COVERED_BY but never ran: {missing}")


SCENARIO_ENTRIES = sorted(
    (name, piece)
    for piece, covering in COVERED_BY.items()
    for name in covering
    if name.startswith("scenarios/")
)


def test_scenarios_are_listed() -> None:
    assert len(SCENARIO_ENTRIES) >= 20


@pytest.mark.parametrize(("name", "piece"), SCENARIO_ENTRIES, ids=[n for n, _ in SCENARIO_ENTRIES])
def test_each_listed_scenario_runs_its_piece_and_checks_the_outcome(
    name: str, piece: Piece
) -> None:
    path = SCENARIOS.parent / name
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    expectations = [data.get("expect", {}), *(step.get("expect", {}) for step in data["step"])]
    assert any(expectations), f"{name} checks nothing"

    with recording(list(CARDS.values())) as seen:
        outcome = run_file(path, lambda ids: {card_id: CARDS[card_id] for card_id in ids})

    assert outcome.passed, outcome.line()
    assert piece in seen, f"{name} never ran {piece}"
