package org.torchtpu.cache.store;

/**
 * A compiled program as it sits in storage, not yet verified: {@code sha256} is the digest recorded
 * when it was written, {@code sizeBytes} the program length recorded then.
 */
public record StoredProgram(
    String key,
    byte[] program,
    byte[] sha256,
    String compilerVersion,
    long compileNanos,
    String description,
    long sizeBytes,
    long createdMillis,
    long lastAccessMillis) {}
