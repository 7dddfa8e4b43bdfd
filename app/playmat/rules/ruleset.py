"""Rule sets: the default rules (``standard``) and the variants named in RULES.md."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any


@dataclass(frozen=True)
class RuleSet:
    name: str = "standard"
    #: R-14: exact deck size, Prize cards, copies of one name.
    deck_size: int = 60
    prize_cards: int = 6
    max_copies: int = 4
    #: R-5: the Bench holds at most 5.
    bench_size: int = 5
    #: R-4: may the first player attack / play a Supporter on their first turn?
    first_turn_attack: bool = False
    first_turn_supporter: bool = False
    #: R-1 variant (KO): the coin-flip winner simply goes first.
    winner_goes_first: bool = False
    #: R-8 variant: put 2 counters for Burn, then flip; heads recovers.
    burn_2023: bool = False
    #: R-8: damage counters for Poison and Burn by default.
    poison_counters: int = 1
    burn_counters: int = 2
    #: R-12: a tie is settled by Sudden Death (1 Prize each).
    sudden_death: bool = True
    #: Cards drawn into the opening hand (I-G step 4).
    hand_size: int = 7

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        return cls(**data)


STANDARD = RuleSet()
#: R-14 / ja-wikipedia: the half deck, 30 cards, 3 Prizes, at most 2 copies.
HALF_DECK = replace(STANDARD, name="half_deck", deck_size=30, prize_cards=3, max_copies=2)
WINNER_GOES_FIRST = replace(STANDARD, name="winner_goes_first", winner_goes_first=True)
BURN_2023 = replace(STANDARD, name="burn_2023", burn_2023=True)

RULE_SETS: dict[str, RuleSet] = {
    r.name: r for r in (STANDARD, HALF_DECK, WINNER_GOES_FIRST, BURN_2023)
}


def rule_set(name: str) -> RuleSet:
    try:
        return RULE_SETS[name]
    except KeyError:
        raise ValueError(f"unknown rule set {name!r}; known: {', '.join(RULE_SETS)}") from None
