// No function here is an entry point.
float helper(float x) { return x * 2; }
