-- Reserve queued bot work (R287): referee.storage.rates.Reservations in Lua. KEYS: each budget's
-- holds' sorted set, then the minute's statistics hash (all under the jobs stream's hash tag, one
-- slot with the stream on a cluster); ARGV: the hold's name (<id>:<cost>), its cost, its time to
-- live (ms), the budgets' window (ms), then for each budget its amount and its spend counters
-- as read just before (window number, count, previous count, "" for none: a budget's counters,
-- lua/spend.lua's, live in another slot; what they say a millisecond before the hold is what
-- they would say in it, searches adding to them whenever they end). Returns {0, 0, 0}
-- when held on every budget, else {the milliseconds to wait, the index (from 0) of the budget
-- that waits longest, 1 if work it holds is what passes it (0: spent alone)} (nothing held). The
-- arithmetic of referee.storage.rates.admit; the clock is Redis's own.
local hold, cost, ttl, window = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local budgets = #KEYS - 1
local stats = KEYS[#KEYS]
local longest, refused, queued = 0, 0, 0
local number = math.floor(now / window)
local elapsed = now - number * window
for i = 1, budgets do
  local at = 1 + 4 * i
  local amount, w = tonumber(ARGV[at]), tonumber(ARGV[at + 1])
  local current, previous = 0, 0
  if w == number then
    current, previous = tonumber(ARGV[at + 2]), tonumber(ARGV[at + 3])
  elseif w == number - 1 then
    previous = tonumber(ARGV[at + 2])
  end
  local spent = previous * (window - elapsed) / window + current
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  local held = 0
  for _, name in ipairs(redis.call('ZRANGE', KEYS[i], 0, -1)) do
    held = held + tonumber(string.match(name, ':(%d+)$'))
  end
  if held > amount then held = amount end
  local wanted = cost
  if wanted > amount then wanted = amount end
  local excess = spent + held + wanted - amount
  if excess > 0 then
    local wait = math.ceil(excess * window / amount)
    if wait > window then wait = window end
    if wait < 1 then wait = 1 end
    if wait > longest then
      longest, refused, queued = wait, i - 1, 0
      if spent < amount then queued = 1 end
    end
  end
end
if longest > 0 then
  redis.call('HINCRBY', stats, 'refused', 1)
  redis.call('PEXPIRE', stats, 180000)
  return {longest, refused, queued}
end
for i = 1, budgets do
  redis.call('ZADD', KEYS[i], now + ttl, hold)
  if redis.call('PTTL', KEYS[i]) < ttl then redis.call('PEXPIRE', KEYS[i], ttl) end
end
redis.call('HINCRBY', stats, 'reserved', cost)
redis.call('PEXPIRE', stats, 180000)
return {0, 0, 0}
