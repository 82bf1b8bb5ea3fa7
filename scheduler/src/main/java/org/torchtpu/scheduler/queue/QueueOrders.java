package org.torchtpu.scheduler.queue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** The queue orders a setting can name. A new order is one class plus its line here. */
public final class QueueOrders {
  private static final Map<String, Supplier<QueueOrder>> ORDERS = new LinkedHashMap<>();

  static {
    ORDERS.put(FairShareOrder.NAME, FairShareOrder::new);
  }

  private QueueOrders() {}

  /** The order {@code name} selects; fails naming the setting and the valid names. */
  public static QueueOrder named(String name) {
    Supplier<QueueOrder> order = ORDERS.get(name);
    if (order == null) {
      throw new IllegalArgumentException("torchtpu.scheduler.queue-order \"" + name + "\" is not one of "
          + ORDERS.keySet());
    }
    return order.get();
  }
}
