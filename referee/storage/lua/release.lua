-- KEYS[1] an idempotency key; ARGV[1] the pending marker. Deletes the key if it still holds it.
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
