-- KEYS[1] snapshot hash (for a creation: the idempotency key again); KEYS[2] an idempotency key;
-- KEYS[3] a rate limit's budget (referee.storage.rates; KEYS[2] again when none). ARGV[1] the
-- pending marker, ARGV[2] its time to live in ms, ARGV[3..] the charge's rates (count 0: none).
-- Returns {verdict} when the rate limit refuses (nothing claimed), {verdict, record} when the key
-- is taken, else claims it and returns {verdict, '', version, snapshot} ('' verdict: none).
-- A finished request's record found is touched (its expiry set again, to the same instant): a
-- write of this connection, so the store's WAIT after it covers the record, whoever wrote it.
-- A marker ending in '@' (replicas waited for) is stored with the primary's run id after it; one
-- of this very request (the same marker before its id) left by another primary (a failover) is
-- taken over: its commit never ran on this one (commit.lua refuses a late one).
-- Sent after window.lua, whose charge function it calls (referee.storage.scripts).
local verdict = ''
if ARGV[3] ~= '0' then
  verdict = charge(KEYS[3], 3)
  if string.sub(verdict, 1, 1) == '0' then return {verdict} end
end
local marker = ARGV[1]
if string.sub(marker, -1) == '@' then
  marker = marker .. string.match(redis.call('INFO', 'server'), 'run_id:(%x+)')
end
local held = redis.call('GET', KEYS[2])
if held then
  if string.sub(held, 1, 1) == 'D' then
    local left = redis.call('PTTL', KEYS[2])
    if left > 0 then redis.call('PEXPIRE', KEYS[2], left) end
    return {verdict, held}
  end
  local ours = marker ~= ARGV[1] and string.sub(held, 1, #ARGV[1]) == ARGV[1]
  if not ours or held == marker then return {verdict, held} end
end
redis.call('SET', KEYS[2], marker, 'PX', ARGV[2])
if KEYS[1] == KEYS[2] then return {verdict, ''} end
local snap = redis.call('HMGET', KEYS[1], 'v', 's')
return {verdict, '', snap[1], snap[2]}
