import LLRBParser
