-- referee.storage.rates.spend in Lua: KEYS[1] the budget's hash, ARGV amount, window (ms) and cost;
-- returns the milliseconds until the budget has some left (0: it has). The clock is Redis's own.
local amount, window, cost = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local number = math.floor(now / window)
local elapsed = now - number * window
local stored = redis.call('HMGET', KEYS[1], 'w', 'c', 'p')
local w = tonumber(stored[1])
local current, previous = 0, 0
if w == number then
  current, previous = tonumber(stored[2]), tonumber(stored[3])
elseif w == number - 1 then
  previous = tonumber(stored[2])
end
current = current + cost
if cost > 0 then
  redis.call('HSET', KEYS[1], 'w', number, 'c', current, 'p', previous)
  redis.call('PEXPIRE', KEYS[1], 2 * window)
end
local left = window - elapsed
if previous * left / window + current < amount then
  return 0
elseif current >= amount then
  return left + math.floor(window - amount * window / current) + 1
end
local wait = math.floor(left - (amount - current) * window / previous) + 1
if wait < 1 then wait = 1 end
return wait
