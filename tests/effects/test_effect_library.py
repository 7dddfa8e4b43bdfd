"""The parts of the effect library at the edges the rulebook names.

Each test plays a part in a real game. Where no starter card has the combination a rule is
about, a test gives a starter Pokémon's attack a script of its own (``with_scripts``), so that
the part is checked on its own terms; the per-card behaviour is in ``test_sm1_scripts.py``.
"""

from __future__ import annotations

from typing import Any

import pytest
from game_helpers import (
    FIGHTING,
    FIRE,
    GRASS,
    HEADS,
    TAILS,
    WATER,
    active,
    answer,
    attack,
    choice,
    end_turn,
    game_at,
    in_hand,
    logged,
    names,
    offered,
    pokemon,
)

from playmat.effects.base import AttackScript, TrainerScript, refusal
from playmat.effects.coins import FlipCoins
from playmat.effects.damage_parts import (
    DamageToOpponentsPokemon,
    DoesNothing,
    MayDoMoreDamage,
    MoreDamagePer,
)
from playmat.effects.drawing import Draw, DrawUntil
from playmat.effects.hands import DiscardFromHand
from playmat.effects.healing import HealOneOfYours
from playmat.effects.pokemon_parts import Inflict, Lasting
from playmat.effects.predicates import AnyCard, BasicPokemon, Tails
from playmat.effects.scripts import REGISTRY
from playmat.effects.searching import SearchDeck
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Seat, Term, msg
from playmat.rules.actions import Answer, Evolve, PlayTrainer, Retreat, UseAbility
from playmat.rules.choices import Choice
from playmat.rules.modifiers import Duration, ModifierKind
from playmat.rules.scripting import CardScript, EffectContext
from playmat.rules.state import Condition


def crabhammer(*parts: Any) -> dict[str, CardScript]:
    """Crabrawler (sm1-72, Fighting) with its 40-damage Crabhammer given ``parts``."""
    return {"sm1-72": CardScript(attacks={1: AttackScript(tuple(parts))})}


CRABRAWLER = {"card": "sm1-72", "energy": [f"{FIGHTING} x3"]}


# -- DamageToOpponentsPokemon (EN II-B-08) -----------------------------------------------------


def test_damage_to_one_pokemon_with_a_single_candidate_asks_nothing() -> None:
    # Dartrix's Sharp Blade Quill against a lone Active Shellder, weak to Grass.
    game = game_at(
        {"active": {"card": "sm1-10", "energy": [GRASS]}}, {"active": {"card": "sm1-33"}}
    )
    attack(game, "Sharp Blade Quill")
    assert not isinstance(game.pending, Choice)
    assert active(game, 1).damage == 40


def test_bench_damage_with_an_empty_bench_leaves_the_rest_of_the_attack_standing() -> None:
    """EN II-A: do what can be done. The Bench part has no target; the 40 to the Active is
    still done, and the attack counts as used."""
    game = game_at(
        {"active": CRABRAWLER},
        {"active": {"card": "sm1-23"}},
        crabhammer(DamageToOpponentsPokemon(30, bench_only=True)),
    )
    attack(game, "Crabhammer")
    assert active(game, 1).damage == 40
    assert game.state.turn == 4


def test_bench_damage_ignores_weakness_and_resistance_and_the_active_keeps_its_own() -> None:
    game = game_at(
        {"active": CRABRAWLER},
        {"active": {"card": "sm1-99"}, "bench": [{"card": "sm1-107"}]},
        crabhammer(DamageToOpponentsPokemon(30, bench_only=True)),
    )
    attack(game, "Crabhammer")
    # Kangaskhan is weak to Fighting (40 x2); Trumbeak on the Bench resists it, yet takes 30.
    assert active(game, 1).damage == 80
    assert game.state.players[1].bench[0].damage == 30


# -- SearchDeck (EN I-H, II-E-18, II-C-11) -----------------------------------------------------


def test_a_search_that_finds_nothing_still_shuffles_the_deck() -> None:
    """E-18: the deck was looked through, so it is shuffled, even with nothing to take. Nest
    Ball is playable: the deck is not empty, and its player can't be sure what is in it."""
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-123"], "deck": [f"{GRASS} x5"]},
        {"active": {"card": "sm1-24"}},
    )
    game.apply(PlayTrainer(in_hand(game, "sm1-123")))
    assert game.state.players[0].bench == []
    assert logged(game, "search_nothing", player=Seat(0))
    assert logged(game, "shuffle", player=Seat(0))


def test_a_search_for_one_card_may_take_none() -> None:
    """EN I-H: a search in the deck, a hidden zone, may choose fewer than asked, even none."""
    game = game_at(
        {"active": {"card": "sm1-17"}, "deck": ["sm1-9", GRASS, "sm1-11"]},
        {"active": {"card": "sm1-24"}},
    )
    game.apply(UseAbility(active(game).id, 0))  # Shiinotic's Illuminate
    assert (choice(game).minimum, choice(game).maximum) == (0, 1)
    game.apply(Answer(()))
    assert game.state.players[0].hand == []
    assert len(game.state.players[0].deck) == 3
    assert logged(game, "shuffle", player=Seat(0))


def test_search_offers_only_cards_that_match_and_shows_the_whole_deck() -> None:
    game = game_at(
        {"active": {"card": "sm1-17"}, "deck": ["sm1-9", "sm1-24", GRASS, "sm1-11"]},
        {"active": {"card": "sm1-24"}},
    )
    game.apply(UseAbility(active(game).id, 0))
    assert offered(game) == ["Rowlet", "Decidueye"]
    assert names(game, choice(game).shown_cards) == sorted(
        ["Rowlet", "Litten", "Grass Energy", "Decidueye"]
    )


def test_bench_search_with_a_full_bench_ends_the_attack_before_looking() -> None:
    """EN II-C-11: with 5 Benched Pokémon the attack ends before the deck is looked through:
    no question, no shuffle, and the text after it is not done either."""
    corsola = {
        "sm1-36": CardScript(
            attacks={
                0: AttackScript(
                    (
                        SearchDeck(BasicPokemon(), count=2, destination="bench"),
                        Inflict(Condition.ASLEEP),
                    )
                )
            }
        )
    }
    game = game_at(
        {
            "active": {"card": "sm1-36", "energy": [WATER]},
            "bench": [{"card": "sm1-33"}] * 5,
            "deck": ["sm1-39", "sm1-33", WATER],
        },
        {"active": {"card": "sm1-24"}},
        corsola,
    )
    deck = list(game.state.players[0].deck)
    attack(game, "Call for Family")
    assert game.state.turn == 4
    assert game.state.players[0].deck[: len(deck)] == deck  # Player 1 drew nothing since
    assert not logged(game, "shuffle")
    assert active(game, 1).conditions == set()


def test_bench_search_takes_no_more_than_the_bench_has_room_for() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-36", "energy": [WATER]},
            "bench": [{"card": "sm1-33"}] * 4,
            "deck": ["sm1-39", "sm1-33", WATER],
        },
        {"active": {"card": "sm1-24"}},
    )
    attack(game, "Call for Family")
    assert choice(game).maximum == 1


# -- DrawUntil and the no-change rule (P-00.6) -------------------------------------------------


def test_draw_until_as_an_attack_with_a_full_hand_just_does_nothing() -> None:
    """P-00.6 refuses Trainers and Abilities that would change nothing; an attack is used all
    the same and does what it can."""
    game = game_at(
        {"active": CRABRAWLER, "hand": [f"{GRASS} x4"]},
        {"active": {"card": "sm1-23"}},
        crabhammer(DrawUntil(3)),
    )
    attack(game, "Crabhammer")
    assert len(game.state.players[0].hand) == 4
    assert active(game, 1).damage == 40


def test_draw_until_counts_the_hand_without_the_trainer_being_played() -> None:
    # Lillie with 5 other cards: it is not "6 cards already", so 1 card is drawn.
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-122", f"{GRASS} x5"]},
        {"active": {"card": "sm1-24"}},
    )
    assert game.why_illegal(PlayTrainer(in_hand(game, "sm1-122"))) is None
    game.apply(PlayTrainer(in_hand(game, "sm1-122")))
    assert len(game.state.players[0].hand) == 6


def test_draw_until_is_refused_for_an_ability_when_the_hand_is_big_enough() -> None:
    game = game_at(
        {"active": {"card": "sm1-113"}, "hand": [f"{GRASS} x5"]},
        {"active": {"card": "sm1-24"}},
    )
    reason = game.why_illegal(UseAbility(active(game).id, 0))  # Oranguru's Instruct
    assert reason is not None and reason.code == "hand_already_full"  # nothing would change
    assert dict(reason.args) == {"count": 5}


def test_a_trainer_is_refused_only_when_none_of_its_effects_would_change_anything() -> None:
    """P-00.6 weighs the whole card: Draw alone with an empty deck changes nothing, but not
    when another part still does something."""
    game = game_at(
        {"active": {"card": "sm1-99", "damage": 30}, "hand": ["sm1-120"], "deck": []},
        {"active": {"card": "sm1-24"}},
    )
    ctx = EffectContext(game, 0, in_hand(game, "sm1-120"))
    assert refusal((Draw(2),), ctx) is not None
    assert refusal((Draw(2), HealOneOfYours(30)), ctx) is None
    assert refusal((FlipCoins(1), Draw(2)), ctx) is not None  # flipping alone changes nothing


# -- DiscardFromHand as a cost (E-19) ----------------------------------------------------------


def test_a_discard_cost_that_cant_be_paid_refuses_ultra_ball_and_changes_nothing() -> None:
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-135", GRASS], "deck": ["sm1-9"]},
        {"active": {"card": "sm1-24"}},
    )
    reason = game.why_illegal(PlayTrainer(in_hand(game, "sm1-135")))
    assert reason is not None
    assert (reason.code, reason.rule, reason.args) == (
        "not_enough_to_discard",
        "EN II-E-19",
        (("count", 2),),
    )
    assert names(game, game.state.players[0].hand) == ["Grass Energy", "Ultra Ball"]
    assert game.state.players[0].discard == []


def test_a_paid_cost_with_nothing_to_find_still_refuses_ultra_ball() -> None:
    """By E-30 (an Ability whose effect after the cost can't be done can't be used): Ultra Ball
    with an empty deck would only discard."""
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-135", f"{GRASS} x2"], "deck": []},
        {"active": {"card": "sm1-24"}},
    )
    reason = game.why_illegal(PlayTrainer(in_hand(game, "sm1-135")))
    assert reason is not None and reason.code == "deck_empty_nothing_changes"


def test_a_cost_of_exactly_the_cards_in_hand_takes_them_without_asking() -> None:
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-135", GRASS, FIRE], "deck": ["sm1-9", GRASS]},
        {"active": {"card": "sm1-24"}},
    )
    game.apply(PlayTrainer(in_hand(game, "sm1-135")))
    assert names(game, game.state.players[0].discard) == ["Fire Energy", "Grass Energy"]
    assert offered(game) == ["Rowlet"]  # on to the search


def test_discard_up_to_counts_what_was_discarded() -> None:
    """An "up to" discard from the hand may discard none (P-00.4); the trainer test for an
    exact count is Ultra Ball above."""
    trainer = TrainerScript((DiscardFromHand(2, AnyCard(), up_to=True),))
    game = game_at(
        {"active": {"card": "sm1-99"}, "hand": ["sm1-127", GRASS]},
        {"active": {"card": "sm1-24"}},
        {"sm1-127": CardScript(trainer=trainer)},
    )
    game.apply(PlayTrainer(in_hand(game, "sm1-127")))
    assert (choice(game).minimum, choice(game).maximum) == (0, 1)


# -- HealOneOfYours (EN II-C-06) ---------------------------------------------------------------


def test_heal_offers_only_damaged_pokemon() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99"},
            "bench": [
                {"card": "sm1-9", "damage": 10},
                {"card": "sm1-4"},
                {"card": "sm1-7", "damage": 40},
            ],
            "hand": ["sm1-127"],
        },
        {"active": {"card": "sm1-24"}},
    )
    game.apply(PlayTrainer(in_hand(game, "sm1-127")))
    assert offered(game) == ["Rowlet", "Surskit"]


def test_heal_with_one_damaged_pokemon_heals_it_without_asking_and_no_more_than_it_has() -> None:
    game = game_at(
        {
            "active": {"card": "sm1-99"},
            "bench": [{"card": "sm1-9", "damage": 20}],
            "hand": ["sm1-127"],
        },
        {"active": {"card": "sm1-24"}},
    )
    game.apply(PlayTrainer(in_hand(game, "sm1-127")))
    assert not isinstance(game.pending, Choice)
    assert game.state.players[0].bench[0].damage == 0
    assert logged(game, "heal", target=pokemon(0, "sm1-9"), amount=20)


# -- Inflict (R-7, EN II-C-17) -----------------------------------------------------------------


def test_a_new_rotation_condition_replaces_the_old_one_and_poison_stays() -> None:
    """R-7: Asleep, Confused and Paralyzed replace one another; Poisoned and Burned stay."""
    game = game_at(
        {"active": {"card": "sm1-102", "energy": [GRASS]}},
        {"active": {"card": "sm1-99", "conditions": ["Asleep", "Poisoned"]}},
    )
    attack(game, "Teeter Punch")  # Spinda: Confused
    assert active(game, 1).conditions == {Condition.CONFUSED, Condition.POISONED}


def test_paralysis_and_burn_coexist() -> None:
    game = game_at(
        {"active": {"card": "sm1-23", "energy": [f"{FIRE} x2"]}},
        {"active": {"card": "sm1-99", "conditions": ["Burned"]}},
    )
    attack(game, "Body Slam", [HEADS, HEADS])  # heads: Paralyzed; heads at the Checkup: no burn
    assert active(game, 1).conditions == {Condition.BURNED, Condition.PARALYZED}


def test_a_pokemon_protected_from_effects_of_attacks_gets_no_condition() -> None:
    game = game_at(
        {"active": {"card": "sm1-102", "energy": [GRASS]}},
        {
            "active": {
                "card": "sm1-99",
                "effects": [
                    {"kind": "prevent_effects", "duration": "opponents_next_turn", "made_turn": 2}
                ],
            }
        },
    )
    attack(game, "Teeter Punch")
    assert active(game, 1).damage == 30  # EN II-C-17: damage is not an effect
    assert active(game, 1).conditions == set()


# -- lasting effects (E-01, E-02, I-A-03, I-A-05) ----------------------------------------------


def test_during_your_opponents_next_turn_lasts_that_turn_only() -> None:
    """E-01: Cloyster's Guard Press protects in Player 2's next turn, not in the one after."""
    game = game_at(
        {"active": {"card": "sm1-34", "energy": [f"{WATER} x3"]}},
        {"active": {"card": "sm1-6", "energy": [f"{GRASS} x2"]}},
    )
    attack(game, "Guard Press")
    assert [m.kind for m in active(game).effects] == [ModifierKind.DAMAGE_TAKEN]
    end_turn(game)  # turn 4, Player 2: no attack
    end_turn(game)  # turn 5, Player 1: the effect has expired
    assert active(game).effects == []
    attack(game, "Guillotine")  # turn 6, Player 2: 50 x2 for Weakness, nothing taken off
    assert active(game).damage == 100


def test_during_your_next_turn_is_not_during_the_opponents_turn() -> None:
    """E-02: Lillipup's Work Up adds 20 in its player's next turn only, not in the one after."""
    game = game_at(
        {"active": {"card": "sm1-103", "energy": [f"{GRASS} x2"]}},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Work Up")
    end_turn(game)  # turn 4
    attack(game, "Bite")  # turn 5: 20 + 20
    assert active(game, 1).damage == 40
    end_turn(game)  # turn 6
    attack(game, "Bite")  # turn 7: 20
    assert active(game, 1).damage == 60


def test_a_lasting_effect_ends_when_the_pokemon_retreats() -> None:
    """EN I-A-03: a Pokémon that goes to the Bench loses every effect on it."""
    game = game_at(
        {"active": {"card": "sm1-103", "energy": [f"{GRASS} x2"]}, "bench": [{"card": "sm1-9"}]},
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Work Up")
    end_turn(game)
    lillipup = active(game)
    assert lillipup.effects != []
    game.apply(Retreat(game.state.players[0].bench[0].id))
    assert lillipup.effects == []


def test_a_lasting_effect_ends_when_the_pokemon_evolves() -> None:
    """EN I-A-05: evolving removes effects; Herdier's Bite does its plain 50."""
    game = game_at(
        {
            "active": {"card": "sm1-103", "energy": [f"{GRASS} x3"]},
            "deck": ["sm1-104", f"{GRASS} x5"],
        },
        {"active": {"card": "sm1-26"}},
    )
    attack(game, "Work Up")
    end_turn(game)  # turn 5: Player 1 draws Herdier
    game.apply(Evolve(in_hand(game, "sm1-104"), active(game).id))
    assert active(game).effects == []
    attack(game, "Bite")
    assert active(game, 1).damage == 50


def test_an_effect_on_the_defending_pokemon_is_not_made_when_it_is_knocked_out() -> None:
    game = game_at(
        {"active": {"card": "sm1-112", "energy": [f"{GRASS} x2"]}},
        {"active": {"card": "sm1-9", "damage": 30}, "bench": [{"card": "sm1-24"}]},
    )
    attack(game, "Bear Hug")
    assert logged(game, "knock_out", owner=Seat(1), target=pokemon(1, "sm1-9"))
    game.apply(Answer((0,)))  # Player 1 takes a Prize card; Litten is promoted
    assert game.state.top_card(active(game, 1)).name == "Litten"
    assert active(game, 1).effects == []  # Litten, the new Active, is not held


# -- damage parts ------------------------------------------------------------------------------


@pytest.mark.parametrize(("say", "damage"), [("Yes", 70), ("No", 40)])
def test_may_do_more_damage_asks_before_any_damage_is_done(say: str, damage: int) -> None:
    game = game_at(
        {"active": CRABRAWLER}, {"active": {"card": "sm1-23"}}, crabhammer(MayDoMoreDamage(30))
    )
    attack(game, "Crabhammer")
    assert choice(game).purpose == "you_may" and choice(game).player == 0
    assert active(game, 1).damage == 0  # nothing placed yet (EN I-A-01: text, then damage)
    answer(game, say.lower())  # the option's value: "yes" or "no"
    assert active(game, 1).damage == damage


@pytest.mark.parametrize(
    ("coins", "damage", "paralyzed"), [([HEADS], 40, True), ([TAILS], 0, False)]
)
def test_does_nothing_stops_the_damage_and_every_later_effect(
    coins: list[bool], damage: int, paralyzed: bool
) -> None:
    """D-01: "this attack does nothing" means no damage and no effects."""
    game = game_at(
        {"active": CRABRAWLER},
        {"active": {"card": "sm1-23"}},
        crabhammer(FlipCoins(1), DoesNothing(Tails()), Inflict(Condition.PARALYZED)),
    )
    attack(game, "Crabhammer", coins)
    assert active(game, 1).damage == damage
    assert (Condition.PARALYZED in active(game, 1).conditions) is paralyzed
    assert game.state.turn == 4  # used, and the turn ended


@pytest.mark.parametrize(("energy", "damage"), [([], 60), ([FIRE], 80), ([f"{FIRE} x3"], 120)])
def test_more_damage_per_energy_counts_the_defenders_energy(energy: list[str], damage: int) -> None:
    game = game_at(
        {"active": {"card": "sm1-113", "energy": [f"{GRASS} x3"]}},
        {"active": {"card": "sm1-26", "energy": energy}},
    )
    attack(game, "Psychic")  # Oranguru: 60, +20 for each
    assert active(game, 1).damage == damage


def test_more_damage_per_benched_name_counts_only_your_own_bench() -> None:
    game = game_at(
        {"active": {"card": "sm1-73", "energy": [f"{FIGHTING} x2"]}, "bench": [{"card": "sm1-72"}]},
        {"active": {"card": "sm1-26"}, "bench": [{"card": "sm1-73"}]},
    )
    attack(game, "Team Play")  # Passimian: 10, +30 for each of its own Benched Passimian
    assert active(game, 1).damage == 10


def test_more_damage_per_counts_before_weakness() -> None:
    game = game_at(
        {"active": CRABRAWLER, "bench": [{"card": "sm1-73"}]},
        {"active": {"card": "sm1-99"}},  # weak to Fighting
        crabhammer(MoreDamagePer(30, "benched_named:Passimian")),
    )
    attack(game, "Crabhammer")
    # (40 + 30) x2
    assert logged(game, "damage", target=pokemon(1, "sm1-99"), amount=140)


# -- descriptions ------------------------------------------------------------------------------


def test_a_lasting_effect_describes_whom_it_holds_and_for_how_long() -> None:
    sand_tomb = Lasting(ModifierKind.CANT_RETREAT, Duration.OPPONENTS_NEXT_TURN, on_defender=True)
    guard = Lasting(ModifierKind.DAMAGE_TAKEN, Duration.OPPONENTS_NEXT_TURN, amount=-20)
    assert sand_tomb.describe() == msg(
        "text.lasting",
        effect=msg(
            "clause.cant_retreat",
            subject=Term("subject.defender"),
            amount=0,
            less=False,
            duration=Term("text_duration.their_next_turn"),
        ),
    )
    assert guard.describe() == msg(
        "text.lasting",
        effect=msg(
            "clause.damage_taken",
            subject=Term("subject.this_pokemon"),
            amount=20,
            less=True,
            duration=Term("text_duration.opponents_next_turn"),
        ),
    )
    assert Reader().render(sand_tomb.describe()) == (
        "Your opponent's Active Pokémon can't retreat during their next turn."
    )


def test_searches_say_they_may_find_nothing_and_shuffle_afterwards() -> None:
    description = SearchDeck(BasicPokemon(), destination="bench").describe()
    assert description == msg(
        "text.sentences",
        parts=(
            msg(
                "text.search_deck",
                amount=msg("text.one_maybe_none", card=msg("one.basic_pokemon")),
                count=1,
                reveal=False,
                destination="bench",
            ),
            msg("text.shuffle_afterwards"),
        ),
    )
    assert Reader().render(description) == (
        "Search your deck for a Basic Pokémon (you may find none) and put it onto your Bench. "
        "Shuffle your deck afterwards."
    )


def test_an_always_on_ability_is_described_from_its_effects() -> None:
    wall_of_sand = REGISTRY.script("sm1-75")
    assert wall_of_sand is not None
    description = wall_of_sand.abilities[0].describe()
    assert description == msg(
        "text.sentences",
        parts=(
            msg(
                "text.always_on",
                effect=msg(
                    "clause.damage_taken",
                    subject=Term("subject.this_pokemon"),
                    amount=20,
                    less=True,
                    duration=Term("text_duration.while_in_play"),
                ),
            ),
        ),
    )
    assert Reader().render(description) == (
        "This Pokémon takes 20 less damage from attacks (subtracted after Weakness and Resistance)."
    )
