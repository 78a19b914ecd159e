-- The sliding-window counter in Lua, for the stores' scripts: ``charge(key, at)`` evaluates the
-- budget hash ``key`` with the rates in ARGV from index ``at`` (their count, then amount and window
-- in ms for each) and returns its verdict encoded as ``1:remaining:reset:...`` or
-- ``0:retry_after:refused_by`` (seconds); the arithmetic of referee.storage.rates.evaluate. The
-- clock is Redis's own (``TIME``), the same for every process.
local function charge(key, at)
  local n = tonumber(ARGV[at])
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  local names = {}
  for i = 1, n do
    names[#names + 1] = 'w' .. i
    names[#names + 1] = 'c' .. i
    names[#names + 1] = 'p' .. i
  end
  local stored = redis.call('HMGET', key, unpack(names))
  local out, writes, longest = {}, {}, 0
  for i = 1, n do
    local amount = tonumber(ARGV[at + 2 * i - 1])
    local window = tonumber(ARGV[at + 2 * i])
    if window > longest then longest = window end
    local number = math.floor(now / window)
    local elapsed = now - number * window
    local w = tonumber(stored[3 * i - 2])
    local current, previous = 0, 0
    if w == number then
      current, previous = tonumber(stored[3 * i - 1]), tonumber(stored[3 * i])
    elseif w == number - 1 then
      previous = tonumber(stored[3 * i - 1])
    end
    local weighted = math.floor(previous * (window - elapsed) / window + current)
    local left = window - elapsed
    if weighted + 1 > amount then
      local wait = left
      if previous > 0 then
        local slot = window / previous
        wait = left - math.floor(left / slot) * slot
        if current > 0 and left < wait then wait = left end
      end
      if wait < 1 then wait = 1 end
      local seconds = math.ceil(wait / 1000)
      if seconds < 1 then seconds = 1 end
      return '0:' .. seconds .. ':' .. (i - 1)
    end
    writes[#writes + 1] = 'w' .. i
    writes[#writes + 1] = number
    writes[#writes + 1] = 'c' .. i
    writes[#writes + 1] = current + 1
    writes[#writes + 1] = 'p' .. i
    writes[#writes + 1] = previous
    local reset = math.ceil(left / 1000)
    if reset < 1 then reset = 1 end
    out[#out + 1] = amount - weighted - 1
    out[#out + 1] = reset
  end
  redis.call('HSET', key, unpack(writes))
  redis.call('PEXPIRE', key, 2 * longest)
  return '1:' .. table.concat(out, ':')
end
