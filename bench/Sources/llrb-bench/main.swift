print("llrb-bench")
