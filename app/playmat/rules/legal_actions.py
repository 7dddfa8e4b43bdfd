"""The legal actions of one decision, as a sequence whose actions are made as they are read.

A decision late in a game can have dozens of legal actions (each Energy card in the hand onto
each Pokémon in play). The list is kept as blocks, one per card or per kind of action: a card
and the targets it may go on. Its length is known at once, and an action object is made only
when it is read, so a player that picks one of them at random makes one action, not the list.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from typing import Any, overload

from playmat.rules.actions import Action

#: One block: how to make its actions, the arguments they share, and the targets (one action
#: for each; ``None`` for a single action with no target).
Block = tuple[Callable[..., Action], tuple[Any, ...], Sequence[int] | None]


class LegalActions(Sequence[Action]):
    """The legal actions, in order: block by block, target by target within a block."""

    __slots__ = ("_blocks", "_ends", "_made", "last_read")

    def __init__(self, blocks: Sequence[Block]) -> None:
        kept: list[Block] = []
        #: Where each block ends, counted in actions.
        ends: list[int] = []
        end = 0
        for block in blocks:
            targets = block[2]
            if targets is None:
                end += 1
            elif targets:
                end += len(targets)
            else:
                continue
            kept.append(block)
            ends.append(end)
        self._blocks = kept
        self._ends = ends
        #: The actions made so far, by position: reading one twice gives the same object.
        self._made: dict[int, Action] = {}
        #: The action read last (a player that picks one reads just it).
        self.last_read: Action | None = None

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        size = self._ends[-1] if self._ends else 0
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("legal action index out of range")
        made = self._made.get(index)
        if made is None:
            block = bisect_right(self._ends, index)
            make, args, targets = self._blocks[block]
            if targets is None:
                made = make(*args)
            else:
                start = self._ends[block] - len(targets)
                made = make(*args, targets[index - start])
            self._made[index] = made
        self.last_read = made
        return made

    def __iter__(self) -> Iterator[Action]:
        return (self[i] for i in range(len(self)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return list(self) == list(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LegalActions({list(self)!r})"

    def was_read(self, action: Action) -> bool:
        """Is ``action`` (this very object) one read from the list?"""
        return action is self.last_read or any(made is action for made in self._made.values())
