"""The one deck validator (R-14), used by the rules engine before a game and by the deck builder.

It returns typed, readable problems, each naming the cards involved, never a bare yes/no. A deck
that is still being built is *incomplete* (too few cards, no Basic Pokémon yet) rather than wrong.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol, runtime_checkable

from playmat.cards.model import Card
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Arg, Message, msg
from playmat.rules.ruleset import STANDARD, RuleSet


class ProblemKind(StrEnum):
    SIZE = "size"
    COPIES = "copies"
    NO_BASIC = "no_basic"
    ACE_SPEC = "ace_spec"
    RADIANT = "radiant"
    PRISM_STAR = "prism_star"
    NOT_LEGAL = "not_legal"
    BAD_COUNT = "bad_count"


@dataclass(frozen=True)
class DeckProblem:
    kind: ProblemKind
    message: Message
    #: Names of the cards involved, for highlighting them.
    cards: tuple[str, ...] = ()
    #: True when adding cards could fix it (the deck is unfinished rather than wrong).
    incomplete: bool = False

    def __str__(self) -> str:
        """The problem in the words of the language Playmat speaks."""
        return Reader().render(self.message)


#: A deck as (card, count) entries; the same card may appear in several entries.
Entries = Sequence[tuple[Card, int]]
#: Why a card is not legal in the format, or None when it is.
LegalityCheck = Callable[[Card], Message | None]


@runtime_checkable
class BatchLegalityCheck(Protocol):
    """A :data:`LegalityCheck` that can also weigh all of a deck's cards at once, so a check
    against the card database asks it once per deck rather than once per card."""

    def __call__(self, card: Card) -> Message | None: ...

    def reasons(self, cards: Sequence[Card]) -> Mapping[str, Message]:
        """Card id -> why it is not legal, for the cards that are not."""
        ...


_DELTA = re.compile(r"\s*δ\s*$")
#: "(Professor Magnolia)", "(Ghetsis)": the data's label of the character a Supporter shows.
_CHARACTER_SUFFIX = re.compile(r"\s*\([^()]*\)\s*$")


def same_name(card: Card) -> str:
    """The name that counts for "4 cards of the same name" (R-14): the printed name, without
    the delta species mark or a character suffix such as "(Professor Magnolia)" or "(Ghetsis)"
    (the data's label of who a Professor's Research or Boss's Orders shows; the card's name is
    the same); the Team Plasma mark is not part of the name in the data. Other suffixes (EX,
    GX, V, ex, ◇) stay part of the name."""
    return name_that_counts(card.name)


def name_that_counts(printed: str) -> str:
    """:func:`same_name` of a printed name."""
    if "(" not in printed and "δ" not in printed:  # most names; this runs per printing
        return printed
    return _CHARACTER_SUFFIX.sub("", _DELTA.sub("", printed))


def validate(
    entries: Entries, rules: RuleSet = STANDARD, legality: LegalityCheck | None = None
) -> list[DeckProblem]:
    """Every problem of the deck under ``rules`` (and a format's ``legality`` check)."""
    problems: list[DeckProblem] = []
    bad_counts = [card.name for card, count in entries if count <= 0]
    if bad_counts:
        problems.append(
            DeckProblem(
                ProblemKind.BAD_COUNT,
                msg("deck_rules.bad_count", cards=tuple(sorted(set(bad_counts)))),
                tuple(sorted(set(bad_counts))),
            )
        )
    counted = [(card, count) for card, count in entries if count > 0]
    total = sum(count for _, count in counted)
    if total != rules.deck_size:
        problems.append(
            DeckProblem(
                ProblemKind.SIZE,
                msg("deck_rules.size", needed=rules.deck_size, total=total),
                incomplete=total < rules.deck_size,
            )
        )
    problems.extend(_copies(counted, rules))
    if not any(card.is_basic_pokemon for card, _ in counted):
        problems.append(
            DeckProblem(
                ProblemKind.NO_BASIC,
                msg("deck_rules.no_basic"),
                incomplete=True,
            )
        )
    problems.extend(_at_most_one(counted, "ACE SPEC", ProblemKind.ACE_SPEC, "deck_rules.ace_spec"))
    problems.extend(_at_most_one(counted, "Radiant", ProblemKind.RADIANT, "deck_rules.radiant"))
    problems.extend(_prism_star(counted))
    if legality is not None:
        problems.extend(_legality(counted, legality))
    return problems


def is_legal(
    entries: Entries, rules: RuleSet = STANDARD, legality: LegalityCheck | None = None
) -> bool:
    return not validate(entries, rules, legality)


def _copies(entries: Entries, rules: RuleSet) -> list[DeckProblem]:
    by_name: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for card, count in entries:
        if not card.is_basic_energy:  # Basic Energy is exempt, found by subtype.
            by_name[same_name(card)][card.name] += count
    problems = []
    for name, printed in sorted(by_name.items()):
        total = sum(printed.values())
        if total > rules.max_copies:
            variants: tuple[Arg, ...] = ()
            if list(printed) != [name]:
                ranked = sorted(printed.items(), key=lambda item: (-item[1], item[0]))
                variants = tuple(
                    msg("deck_rules.variant", count=n, name=_variant(p)) for p, n in ranked
                )
            problems.append(
                DeckProblem(
                    ProblemKind.COPIES,
                    msg(
                        "deck_rules.copies",
                        most=rules.max_copies,
                        name=name,
                        total=total,
                        variants=variants,
                    ),
                    tuple(sorted(printed)),
                )
            )
    return problems


def _variant(printed: str) -> str:
    """What tells printings of one name apart: "Professor Magnolia" for "Professor's Research
    (Professor Magnolia)", else the printed name."""
    suffix = _CHARACTER_SUFFIX.search(printed)
    return suffix.group().strip(" ()") if suffix else printed


def _at_most_one(
    entries: Entries, subtype: str, kind: ProblemKind, message_id: str
) -> list[DeckProblem]:
    names = [card.name for card, count in entries if subtype in card.subtypes for _ in range(count)]
    if len(names) <= 1:
        return []
    return [
        DeckProblem(
            kind,
            msg(message_id, count=len(names), cards=tuple(sorted(names))),
            tuple(sorted(set(names))),
        )
    ]


def _prism_star(entries: Entries) -> list[DeckProblem]:
    counts: dict[str, int] = defaultdict(int)
    for card, count in entries:
        if "Prism Star" in card.subtypes:
            counts[card.name] += count
    return [
        DeckProblem(
            ProblemKind.PRISM_STAR,
            msg("deck_rules.prism_star", count=count, name=name),
            (name,),
        )
        for name, count in sorted(counts.items())
        if count > 1
    ]


def _legality(entries: Entries, legality: LegalityCheck) -> list[DeckProblem]:
    """One problem per reason: two printings of an illegal card that read the same are one
    problem naming the card once."""
    cards = list({card.id: card for card, _ in entries}.values())
    if isinstance(legality, BatchLegalityCheck):
        found = legality.reasons(cards)
        reasons = [(card, found.get(card.id)) for card in cards]
    else:
        reasons = [(card, legality(card)) for card in cards]
    problems: dict[Message, list[str]] = {}
    for card, reason in reasons:
        if reason:
            names = problems.setdefault(reason, [])
            if card.name not in names:
                names.append(card.name)
    return [
        DeckProblem(ProblemKind.NOT_LEGAL, reason, tuple(names))
        for reason, names in problems.items()
    ]
