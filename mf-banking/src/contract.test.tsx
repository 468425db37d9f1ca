import path from 'node:path';
import { describeShellContract } from '@portal/shared/testing';
import exposes from '../exposes';
import usesFromShell from '../uses-from-shell';

describeShellContract('banking', { exposes, usesFromShell }, path.join(__dirname, '..'));
