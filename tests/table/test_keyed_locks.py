"""One lock per key, made once."""

from bot.table.keyed_locks import KeyedLocks


async def test_a_key_keeps_its_lock_until_it_is_forgotten():
    locks = KeyedLocks()
    first = locks[7]
    async with first:
        assert locks[7] is first and locks[7].locked()  # the same lock, held
        assert not locks[8].locked() and locks[8] is not first
    locks.pop(7, None)
    assert locks[7] is not first
