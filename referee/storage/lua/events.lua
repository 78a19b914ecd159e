-- KEYS[1] event list; ARGV[1] the index to read from. Reads on from the element that holds the
-- event at that index (referee.storage.eventlog: a move's events are packed in its first element,
-- each other one says how far back that is), so a read from within a move reads its first element
-- too, in the same step: {how many elements before the index were read, the elements}.
local from = tonumber(ARGV[1])
local first = redis.call('LINDEX', KEYS[1], from)
local back = 0
if first and string.byte(first, 1) == 3 then back = string.byte(first, 2) end
return {back, redis.call('LRANGE', KEYS[1], from - back, -1)}
