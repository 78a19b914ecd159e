-- Reserve queued bot work (R287): referee.storage.rates.Reservations in Lua. KEYS: for each
-- budget its CPU counters' hash then its holds' sorted set, then the minute's statistics hash;
-- ARGV: the hold's name (<id>:<cost>), its cost, its time to live (ms), the budgets' window (ms),
-- then each budget's amount.
-- Returns {0, 0, 0} when held on every budget, else {the milliseconds to wait, the index (from 0)
-- of the budget that waits longest, 1 if work it holds is what passes it (0: spent alone)}
-- (nothing held). The
-- arithmetic of referee.storage.rates.admit; the clock is Redis's own.
local hold, cost, ttl, window = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local budgets = (#KEYS - 1) / 2
local stats = KEYS[#KEYS]
do
  local longest, refused, queued = 0, 0, 0
  for i = 1, budgets do
    local amount = tonumber(ARGV[4 + i])
    local counters, holds = KEYS[2 * i - 1], KEYS[2 * i]
    local number = math.floor(now / window)
    local elapsed = now - number * window
    local stored = redis.call('HMGET', counters, 'w', 'c', 'p')
    local w = tonumber(stored[1])
    local current, previous = 0, 0
    if w == number then
      current, previous = tonumber(stored[2]), tonumber(stored[3])
    elseif w == number - 1 then
      previous = tonumber(stored[2])
    end
    local spent = previous * (window - elapsed) / window + current
    redis.call('ZREMRANGEBYSCORE', holds, '-inf', now)
    local held = 0
    for _, name in ipairs(redis.call('ZRANGE', holds, 0, -1)) do
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
end
for i = 1, budgets do
  redis.call('ZADD', KEYS[2 * i], now + ttl, hold)
  if redis.call('PTTL', KEYS[2 * i]) < ttl then redis.call('PEXPIRE', KEYS[2 * i], ttl) end
end
redis.call('HINCRBY', stats, 'reserved', cost)
redis.call('PEXPIRE', stats, 180000)
return {0, 0, 0}
