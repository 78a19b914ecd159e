-- KEYS[1] an idempotency key; ARGV[1] the pending marker (ending in '@': stored with a primary's
-- run id after it, claim.lua). Deletes the key if it still holds it.
local held = redis.call('GET', KEYS[1])
if held == ARGV[1] or (held and string.sub(ARGV[1], -1) == '@'
                       and string.sub(held, 1, #ARGV[1]) == ARGV[1]) then
  redis.call('DEL', KEYS[1])
end
return 1
