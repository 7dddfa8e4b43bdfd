"""What the effect library tells a computer player about a card, from the script's parts (not
from its wording): the expected damage of an attack and what a Trainer does."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from playmat.cards.model import Card
from playmat.cards.starter import starter_cards
from playmat.effects.scripts import REGISTRY
from playmat.rules.scripting import TrainerRole

CARDS = {card.id: card for card in starter_cards()}


@dataclass
class Facts:
    hand_cards: Sequence[Card] = ()
    attached_cards: Sequence[Card] = ()
    defending: Card | None = None
    energy_on_defender: int = 0
    bench: Sequence[str] = field(default_factory=list)

    def hand(self) -> Sequence[Card]:
        return self.hand_cards

    def attached(self) -> Sequence[Card]:
        return self.attached_cards

    def defender(self) -> Card | None:
        return self.defending

    def defender_energy(self) -> int:
        return self.energy_on_defender

    def benched_names(self) -> Sequence[str]:
        return self.bench


def expected(card_id: str, index: int, facts: Facts | None = None) -> float:
    script = REGISTRY.script(card_id)
    assert script is not None
    attack = CARDS[card_id].attacks[index]
    return script.attacks[index].expected_damage(attack.damage, facts or Facts())


def test_coin_attacks_average_their_flips() -> None:
    assert expected("sm1-25", 0) == 30  # 3 coins x 20 per heads
    assert expected("sm1-26", 1) == 100  # 2 coins x 100 per heads
    assert expected("sm1-7", 0) == 15  # 10, plus 10 on heads
    assert expected("sm1-67", 0) == 10  # 20, nothing on tails (EN II-D-01)
    # Parasect: 10, +20 / +60 for 1 / 2 heads, 120 in all for 3 heads.
    assert expected("sm1-5", 0) == pytest.approx((10 + 3 * 30 + 3 * 70 + 120) / 8)


def test_discard_for_damage_counts_what_the_player_can_discard() -> None:
    water = CARDS["sm1-166"]
    assert expected("sm1-29", 1, Facts(hand_cards=[water] * 3)) == 120  # up to 2 discarded
    assert expected("sm1-29", 1, Facts(hand_cards=[water])) == 60
    lightning = CARDS["sm1-167"]
    assert expected("sm1-53", 1, Facts(attached_cards=[lightning, lightning])) == 60


def test_conditions_on_the_defender_and_the_board() -> None:
    rowlet, litten = CARDS["sm1-9"], CARDS["sm1-24"]
    assert expected("sm1-97", 0, Facts(defending=rowlet)) == 40  # Grass: +30
    assert expected("sm1-97", 0, Facts(defending=litten)) == 10
    assert expected("sm1-99", 0, Facts(defending=CARDS["sm1-10"])) == 60  # Evolution: +30
    assert expected("sm1-113", 0, Facts(energy_on_defender=2)) == 100
    assert expected("sm1-73", 1, Facts(bench=["Passimian", "Rowlet"])) == 40


def test_trainers_say_what_they_do() -> None:
    def roles(card_id: str) -> frozenset[TrainerRole]:
        script = REGISTRY.script(card_id)
        assert script is not None and script.trainer is not None
        return script.trainer.roles()

    assert roles("sm1-120") == {TrainerRole.DRAW}  # Hau
    assert roles("sm1-128") == {TrainerRole.DRAW, TrainerRole.BOOST}  # Professor Kukui
    assert roles("sm1-123") == {TrainerRole.BENCH_SEARCH}  # Nest Ball
    assert roles("sm1-135") == {TrainerRole.DISCARD, TrainerRole.SEARCH}  # Ultra Ball
    assert roles("sm1-127") == {TrainerRole.HEAL}  # Potion
    assert roles("sm1-116") == {TrainerRole.ENERGY_RECOVERY}  # Energy Retrieval
