package org.torchtpu.client;

/** How eager ops are sent and when the client waits (TorchTPU's eager modes). */
public enum EagerMode {
  /** One op at a time, synchronous after each, with bounds and NaN checks. */
  DEBUG,
  /** One op at a time, asynchronous: the client goes on until it reads a value. */
  STRICT
}
