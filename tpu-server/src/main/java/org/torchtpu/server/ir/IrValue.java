package org.torchtpu.server.ir;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.TensorType;

/** A value of the compiler IR: a parameter or one result of an op, with its type and its users. */
public final class IrValue {
  long id;
  TensorType type;
  /** Null for a parameter. */
  IrOp producer;
  int resultIndex;
  /** One entry per operand slot that reads this value (an op reading it twice appears twice). */
  final List<IrOp> users = new ArrayList<>();

  IrValue(long id, TensorType type) {
    this.id = id;
    this.type = type;
  }

  public long id() {
    return id;
  }

  public TensorType type() {
    return type;
  }

  /** Shape inference gives the value the type its producer infers. */
  public void setType(TensorType type) {
    this.type = type;
  }

  public IrOp producer() {
    return producer;
  }

  public boolean isParameter() {
    return producer == null;
  }

  public List<IrOp> users() {
    return users;
  }

  @Override
  public String toString() {
    return "%" + id;
  }
}
