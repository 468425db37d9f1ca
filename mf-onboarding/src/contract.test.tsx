import path from 'node:path';
import { describeShellContract } from '@portal/shared/testing';
import exposes from '../exposes';

describeShellContract('onboarding', exposes, path.join(__dirname, '..'));
